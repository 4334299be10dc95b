/**
 * Issue 9's wallet faults (reliability-cases.md §3, cases 14 and 22–28): the wallet closed,
 * declined with a hostile reason, blocked, silent, answering garbage or a bad signature; a
 * double click; two tabs colliding on one sequence number. Every journey checks what the user
 * reads and that nothing is lost: the form's input, the tracked transactions, no error styling
 * for a neutral cancel. The fixture fails any journey that opens a dialog (a hostile reason run
 * as HTML would) or logs an unexpected console error.
 */
import type { Page } from '@playwright/test';
import type { WalletFault } from '../fault-proxy/src/faults.ts';
import { flowAddressAtIndex } from '../src/flow/address.ts';
import type { TestWalletControl } from '../test-wallet/src/test-wallet-control.ts';
import { flowBalanceOf } from './chain.ts';
import { expect, test } from './emulator-fixtures.ts';
import { E2E_EMULATOR_TEST_WALLET_URLS } from './ports.ts';
import { signIn, walletFrame } from './wallet.ts';

const HOSTILE_REASON = '<img src=x onerror=alert(1)>';
const STOPPED_WAITING =
  'Flowdeck stopped waiting. If your wallet still shows the request, reject it there; ' +
  'anything it approves will appear in Activity.';

// The emulator, with the project's own wallet: Flow's dev wallet cannot misbehave on demand.
test.use({ environment: E2E_EMULATOR_TEST_WALLET_URLS });

function walletFault(wallet: TestWalletControl, fault: Omit<WalletFault, 'type'>): Promise<void> {
  return wallet.addFault({ type: 'wallet', ...fault });
}

/** Signs in as Alice and fills the send form up to the review, where "Sign in wallet" waits. */
async function reviewSend(page: Page, recipient: string, amount: string): Promise<void> {
  await page.goto('/');
  await signIn(page);
  await page.goto('/send');
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('button', { name: 'Sign in wallet' })).toBeEnabled();
}

/** Nothing was sent: no transaction in Activity, and the form still holds what was typed. */
async function expectNothingLost(page: Page, recipient: string, amount: string): Promise<void> {
  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(page.getByTestId('transaction')).toHaveCount(0);
  await page.goto('/send');
  await expect(page.getByLabel('Recipient')).toHaveValue(recipient);
  await expect(page.getByLabel(/^Amount/)).toHaveValue(amount);
}

/** The wallet view FCL opened is gone (the user is back on the app). */
async function expectWalletClosed(page: Page): Promise<void> {
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
}

test.describe('sign-in faults', () => {
  test('closing the wallet during sign-in is a neutral cancel (case 23)', async ({
    page,
    testWallet,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/Declined: Externally Halted/);
    await walletFault(testWallet, { mode: 'close', service: 'authn' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    const notice = page.getByText('Sign-in cancelled. You are still signed out.');
    await expect(notice).toBeVisible();
    await expectWalletClosed(page);
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    await expect(page.getByTestId('signed-in-address')).toHaveCount(0);
    // Neutral: a status line, not an alert.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(notice).toHaveAttribute('role', 'status');
    // And a later sign-in works.
    await signIn(page);
  });

  test('a hostile decline reason at sign-in is never run as HTML (case 24)', async ({
    page,
    testWallet,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/Declined: /);
    await walletFault(testWallet, { mode: 'decline', service: 'authn', reason: HOSTILE_REASON });
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByText('Sign-in cancelled. You are still signed out.')).toBeVisible();
    await expectWalletClosed(page);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.getByTestId('signed-in-address')).toHaveCount(0);
  });
});

test.describe('sign-in faults, continued', () => {
  test('a wallet that never answers at sign-in can be cancelled (case 26)', async ({
    page,
    testWallet,
  }) => {
    await walletFault(testWallet, { mode: 'hang', service: 'authn' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.locator('#FCL_IFRAME')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel wallet request' }).click();
    await expect(page.getByText('Sign-in cancelled. You are still signed out.')).toBeVisible();
    await expectWalletClosed(page);
    await expect(page.getByTestId('wallet-request-bar')).toHaveCount(0);
    await expect(page.getByTestId('signed-in-address')).toHaveCount(0);
    await signIn(page);
  });

  test('a garbage sign-in answer signs nobody in (case 27, sign-in)', async ({
    page,
    testWallet,
    expectedConsoleErrors,
  }) => {
    // FCL 1.21.11 cannot build a user from the answer: it logs that and resolves signed out,
    // exactly as for a closed wallet, so the app can only say the sign-in did not happen.
    expectedConsoleErrors.push(/On Authentication/);
    await walletFault(testWallet, { mode: 'malformed', service: 'authn' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(page.getByText('Sign-in cancelled. You are still signed out.')).toBeVisible();
    await expectWalletClosed(page);
    await expect(page.getByTestId('signed-in-address')).toHaveCount(0);
    await signIn(page);
  });

  test('a wallet that signs in with an account of another network is refused (brief case 9)', async ({
    page,
    world,
    testWallet,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    // The wallet now holds testnet accounts, while the app is on the emulator network.
    await testWallet.updateSettings({ chainId: 'flow-testnet' });
    try {
      const testnetAlice = flowAddressAtIndex(world.account('Alice').index, 'testnet');
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await walletFrame(page)
        .getByRole('button', { name: /^Alice\b/ })
        .click();
      await expect(
        page.getByText(
          'Could not sign in: The wallet sent an answer Flowdeck could not use, so nothing was sent.',
        ),
      ).toBeVisible();
      await expect(page.getByTestId('signed-in-address')).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
      await expect(page.getByText(testnetAlice)).toHaveCount(0);
    } finally {
      await testWallet.updateSettings({ chainId: 'flow-emulator' });
    }
  });
});

test.describe('wallet popups (POP/RPC)', () => {
  test.beforeEach(async ({ testWallet }) => {
    await testWallet.updateSettings({ walletViewMethod: 'POP/RPC' });
  });

  test('a blocked popup explains what to do and keeps the form (case 25)', async ({
    page,
    world,
    expectedConsoleErrors,
  }) => {
    // FCL logs the failed popup itself.
    expectedConsoleErrors.push(/Popup failed to open/);
    const bob = world.account('Bob');
    // What a popup blocker does: window.open returns null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await reviewSend(page, bob.address, '8');
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The browser blocked the wallet popup. Allow popups for this site, then try again.',
    );
    await expect(page.getByRole('button', { name: 'Sign in wallet' })).toBeEnabled();
    await expectNothingLost(page, bob.address, '8');
  });

  test('closing the popup while signing is a neutral cancel; approving in it sends (case 23)', async ({
    page,
    world,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/Declined: Externally Halted/);
    const bob = world.account('Bob');
    await reviewSend(page, bob.address, '9');
    const closing = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    const popup = await closing;
    await expect(popup.getByRole('button', { name: 'Approve' })).toBeVisible();
    await popup.close();
    await expect(
      page.getByText('You closed the wallet, so the request was cancelled. Nothing was sent.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    const approving = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    const second = await approving;
    await second.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });
  });

  test('cancelling in the app while the popup stays open: the wallet stays busy, and what it approves is sent and shown', async ({
    page,
    world,
  }) => {
    const bob = world.account('Bob');
    await reviewSend(page, bob.address, '6');
    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    const popup = await opening;
    await expect(popup.getByRole('button', { name: 'Approve' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel wallet request' }).click();
    // The app cannot close the popup, so it does not claim that nothing was sent.
    await expect(page.getByTestId('sign-notice')).toHaveText(STOPPED_WAITING);
    await expect(page.getByTestId('wallet-request-bar')).toHaveCount(0);
    // No second request while the first can still be approved.
    await expect(page.getByRole('button', { name: 'Sign in wallet' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: 'Your wallet is busy' })).toHaveText(
      'Your wallet is busy with another request: answer it in your wallet first.',
    );
    await expect(page.getByTestId('sign-notice')).toHaveText(STOPPED_WAITING);
    expect(page.context().pages()).toHaveLength(2);

    await popup.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });
    await page.goto('/activity');
    await expect(page.getByTestId('transaction')).toHaveCount(1);
  });

  test('cancelling in the app, then declining in the popup: nothing was sent, the wallet is free again', async ({
    page,
    world,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/Declined: User declined the transaction/);
    expectedConsoleErrors.push(/Declined: Externally Halted/);
    const bob = world.account('Bob');
    await reviewSend(page, bob.address, '7');
    const opening = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    const popup = await opening;
    await page.getByRole('button', { name: 'Cancel wallet request' }).click();
    await expect(page.getByTestId('sign-notice')).toHaveText(STOPPED_WAITING);
    await popup.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByTestId('sign-notice')).toHaveText(
      'The wallet request ended without a transaction. Nothing was sent.',
    );
    // The wallet is free: a new request opens a new popup.
    const reopening = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    const second = await reopening;
    await second.close();
    await expect(
      page.getByText('You closed the wallet, so the request was cancelled. Nothing was sent.'),
    ).toBeVisible();
    await expectNothingLost(page, bob.address, '7');
  });
});

test.describe('signing faults', () => {
  test('a wallet that never answers while signing can be cancelled; a later send works (case 26)', async ({
    page,
    world,
    testWallet,
  }) => {
    const bob = world.account('Bob');
    await reviewSend(page, bob.address, '3');
    await walletFault(testWallet, { mode: 'hang', service: 'authz' });
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    await expect(page.locator('#FCL_IFRAME')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel wallet request' }).click();
    await expect(page.getByText('Wallet request cancelled. Nothing was sent.')).toBeVisible();
    await expectWalletClosed(page);
    await expect(page.getByTestId('wallet-request-bar')).toHaveCount(0);
    // Still on the review, with the same transaction: signing again works.
    await expect(page.getByTestId('send-summary')).toContainText('Send 3 FLOW to');
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });
    await page.goto('/activity');
    await expect(page.getByTestId('transaction')).toHaveCount(1);
  });

  test('a wallet that never answers times out on its own; the form is kept (case 26)', async ({
    page,
    world,
    testWallet,
  }) => {
    // The app's deadline (WALLET_REQUEST_TIMEOUT_MS, 5 minutes) runs on the page's clock.
    await page.clock.install();
    const bob = world.account('Bob');
    await reviewSend(page, bob.address, '3.5');
    await walletFault(testWallet, { mode: 'hang', service: 'authz' });
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    await expect(page.locator('#FCL_IFRAME')).toBeVisible();
    await page.clock.fastForward('04:59');
    await expect(page.locator('#FCL_IFRAME')).toBeVisible();
    await page.clock.fastForward('00:02');
    await expect(page.getByRole('alert')).toHaveText(
      'The wallet did not answer within 5 minutes, so Flowdeck closed the request. Nothing was sent; you can try again.',
    );
    await expectWalletClosed(page);
    await expect(page.getByRole('button', { name: 'Sign in wallet' })).toBeEnabled();
    await expectNothingLost(page, bob.address, '3.5');
  });

  test('closing the wallet while signing a send cancels it and keeps the form (case 23)', async ({
    page,
    world,
    testWallet,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/Declined: Externally Halted/);
    const bob = world.account('Bob');
    await reviewSend(page, bob.address, '4');
    await walletFault(testWallet, { mode: 'close', service: 'authz' });
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    const notice = page.getByText(
      'You closed the wallet, so the request was cancelled. Nothing was sent.',
    );
    await expect(notice).toBeVisible();
    // Neutral: a status line, not an alert.
    await expect(notice).toHaveAttribute('role', 'status');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expectWalletClosed(page);
    await expect(page.getByRole('button', { name: 'Sign in wallet' })).toBeEnabled();
    await expectNothingLost(page, bob.address, '4');
  });

  test('a hostile decline reason while signing is shown as text or dropped (case 24)', async ({
    page,
    world,
    testWallet,
    expectedConsoleErrors,
  }) => {
    expectedConsoleErrors.push(/Declined: /);
    const bob = world.account('Bob');
    await reviewSend(page, bob.address, '5');
    await walletFault(testWallet, { mode: 'decline', service: 'authz', reason: HOSTILE_REASON });
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    await expect(page.getByText('You declined in the wallet. Nothing was sent.')).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expectNothingLost(page, bob.address, '5');
  });

  test('a malformed wallet answer is a failure with a clear message (case 27)', async ({
    page,
    faults,
    world,
    testWallet,
    expectedConsoleErrors,
  }) => {
    // FCL logs the failed signing itself.
    expectedConsoleErrors.push(/could not use|without a signature/);
    const bob = world.account('Bob');
    await reviewSend(page, bob.address, '6');
    await faults.clearRequests();
    await walletFault(testWallet, { mode: 'malformed', service: 'authz' });
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The wallet sent an answer Flowdeck could not use, so nothing was sent.',
    );
    await expectWalletClosed(page);
    expect((await faults.requests()).filter((entry) => entry.path === '/v1/transactions')).toEqual(
      [],
    );
    await expectNothingLost(page, bob.address, '6');
  });

  test('a bad signature is rejected by the chain and explained (§1 signature errors, 1006/1009)', async ({
    page,
    world,
    testWallet,
  }) => {
    const bob = world.account('Bob');
    const before = await flowBalanceOf(bob.address);
    await reviewSend(page, bob.address, '7');
    await walletFault(testWallet, { mode: 'bad-signature', service: 'authz' });
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('send-status')).toHaveText('Failed.', { timeout: 20_000 });
    const error = page.getByTestId('send-error');
    await expect(error).toContainText(/signature/i);
    await expect(error).toContainText('The wallet produced a signature the network rejected');
    expect(await flowBalanceOf(bob.address)).toBe(before);
    await page.goto('/activity');
    const entry = page.getByTestId('transaction').filter({ hasText: 'Send 7 FLOW' });
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('phase')).toHaveText(/failed/i);
  });

  test('a double click on "Sign in wallet" opens exactly one wallet request (case 28)', async ({
    page,
    faults,
    world,
    testWallet,
  }) => {
    const bob = world.account('Bob');
    await reviewSend(page, bob.address, '2');
    await faults.clearRequests();
    await testWallet.clearRequests();
    await page.getByRole('button', { name: 'Sign in wallet' }).dblclick();
    await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });
    const walletPages = (await testWallet.requests()).filter(
      (entry) => entry.method === 'GET' && entry.path === '/fcl/authz',
    );
    expect(walletPages).toHaveLength(1);
    expect(
      (await faults.requests()).filter((entry) => entry.path === '/v1/transactions'),
    ).toHaveLength(1);
  });
});

test.describe('two tabs', () => {
  test('sending from two tabs at once: one seals, the other fails with 1007 and says why (cases 14, 22)', async ({
    page,
    world,
    problems,
  }) => {
    const bob = world.account('Bob');
    const before = await flowBalanceOf(bob.address);
    await reviewSend(page, bob.address, '1');
    // A second tab of the same browser: the same stored session, the same tracked transactions.
    const other = await page.context().newPage();
    other.on('pageerror', (error) => problems.push(`second tab: ${error.message}`));
    other.on('dialog', (dialog) => {
      problems.push(`second tab dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await other.goto('/send');
    await other.getByLabel('Recipient').fill(bob.address);
    await other.getByLabel(/^Amount/).fill('2');
    await other.getByRole('button', { name: 'Review' }).click();

    // Both tabs ask the wallet before either is sent: FCL reads the proposal key's sequence
    // number before signing, so both sign the same one.
    await page.getByRole('button', { name: 'Sign in wallet' }).click();
    await other.getByRole('button', { name: 'Sign in wallet' }).click();
    await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
    await walletFrame(other).getByRole('button', { name: 'Approve' }).click();

    await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });
    await expect(other.getByTestId('send-status')).toHaveText('Failed.', { timeout: 20_000 });
    const error = other.getByTestId('send-error');
    await expect(error).toContainText('out-of-date sequence number');
    await expect(error).toContainText('Another transaction from this account was in flight');
    // The first result is kept.
    await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.');
    expect((await flowBalanceOf(bob.address)) - before).toBe(100_000_000n);

    // Each tab lists each transaction exactly once, with its own outcome.
    for (const tab of [page, other]) {
      await tab.goto('/activity');
      const sent = tab.getByTestId('transaction');
      await expect(sent).toHaveCount(2);
      await expect(sent.filter({ hasText: 'Send 1 FLOW' }).getByTestId('phase')).toHaveText(
        /sealed|succeeded/i,
      );
      await expect(sent.filter({ hasText: 'Send 2 FLOW' }).getByTestId('phase')).toHaveText(
        /failed/i,
      );
    }
    await other.close();
  });
});
