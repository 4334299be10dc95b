/**
 * Issue 5's journeys on the emulator: sending FLOW, tokens and NFTs through Flow's dev wallet,
 * field errors that open no wallet, declines, a transaction the chain fails, tracking across a
 * reload, and fees as mainnet charges them. Amounts are checked against the chain.
 */
import type { Page } from '@playwright/test';
import { getAddress } from 'viem';
import { COMPUTATION, computeLimit } from '../src/flow/cadence/compute-limits.ts';
import { fallbackFeeReserve } from '../src/flow/spendable-flow.ts';
import { evmBalanceOf, flowBalanceOf, flowText, moveFlowAway, nftIdsOf } from './chain.ts';
import { expect, test } from './emulator-fixtures.ts';
import { signIn, walletFrame } from './wallet.ts';

// An EVM account nobody in the world owns, written with its EIP-55 checksum.
const EVM_RECIPIENT = getAddress('0x6ca8a4f6c1b1e1d7a59f7e4b2b1cd0c2f5f3a1e9');

/** The most a FLOW transfer can cost: what the review shows and Max keeps back. */
const MAX_TRANSFER_FEE = fallbackFeeReserve(computeLimit(COMPUTATION.transfer_flow));

/** Send in the main navigation (the overview has a Send button of its own). */
const openSend = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Send' }).click();

const kittiesOf = (address: string) => nftIdsOf(address, 'SandboxKittiesCollection');

async function fillSend(page: Page, recipient: string, amount: string, asset?: string) {
  await page.goto('/send');
  if (asset) {
    const value = await page
      .getByLabel('Asset')
      .locator('option', { hasText: asset })
      .getAttribute('value');
    await page.getByLabel('Asset').selectOption(value ?? '');
  }
  await page.getByLabel('Recipient').fill(recipient);
  await page.getByLabel(/^Amount/).fill(amount);
  await page.getByRole('button', { name: 'Review' }).click();
}

async function signAndApprove(page: Page) {
  await page.getByRole('button', { name: 'Sign in wallet' }).click();
  await walletFrame(page).getByRole('button', { name: 'Approve' }).click();
}

test('FLOW to a Cadence address seals and moves exactly that amount, and the fee within its maximum', async ({
  page,
  world,
}) => {
  const alice = world.account('Alice').address;
  const bob = world.account('Bob').address;
  const [aliceBefore, bobBefore] = [await flowBalanceOf(alice), await flowBalanceOf(bob)];
  await page.goto('/');
  await signIn(page);
  await fillSend(page, bob, '12.5');
  await expect(page.getByTestId('send-summary')).toContainText('Send 12.5 FLOW to');
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 30_000 });
  expect((await flowBalanceOf(bob)) - bobBefore).toBe(1_250_000_000n);
  const fee = aliceBefore - (await flowBalanceOf(alice)) - 1_250_000_000n;
  expect(fee).toBeGreaterThan(0n);
  expect(fee).toBeLessThanOrEqual(MAX_TRANSFER_FEE);
  // The fee shown is the fee the chain took.
  await expect(page.getByTestId('fee-paid')).toHaveText(`Fee paid: ${flowText(fee)} FLOW`);
  await page.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByTestId('flow-balance')).toHaveText(
    `${flowText(await flowBalanceOf(alice))} FLOW`,
  );
});

test('a transaction the chain fails shows what went wrong', async ({ page, world }) => {
  const alice = world.account('Alice').address;
  const bob = world.account('Bob').address;
  const bobBefore = await flowBalanceOf(bob);
  await page.goto('/');
  await signIn(page);
  await fillSend(page, bob, '1');
  // Between the review and the signature, her FLOW leaves (another wallet, say): the chain, not
  // the app, finds she no longer holds 1 FLOW.
  await moveFlowAway(alice, 50_000_000n);
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Failed.', { timeout: 30_000 });
  const error = page.getByTestId('send-error');
  await expect(error).toContainText('The Cadence code failed');
  await expect(error).toContainText(
    'The amount requested to be withdrawn (1.00000000) is greater than the balance of the Vault (0.50000000).',
  );
  expect(await flowBalanceOf(bob)).toBe(bobBefore);
});

test('a pending transaction is still tracked after a reload, until it seals', async ({
  page,
  world,
  faults,
}) => {
  const bob = world.account('Bob').address;
  const bobBefore = await flowBalanceOf(bob);
  await page.goto('/');
  await signIn(page);
  // The access node's status stream is silent and it holds every status answer for 8 s: the
  // transaction seals on chain at once, and the app learns it only when an answer comes back.
  await faults.addFault({ type: 'ws-silence' });
  await faults.failRoute('/v1/transaction_results/*', { latencyMs: 8_000 });
  await fillSend(page, bob, '3');
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Submitted; waiting for the network…');
  await page.reload();
  await page.goto('/activity');
  const entry = page.getByTestId('transaction').filter({ hasText: 'Send 3 FLOW' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('phase')).not.toHaveText(/sealed/i);
  // The stream stays silent for this page's subscription: its watchdog (15 s) turns to polling.
  await faults.clearFaults();
  await expect(entry).toContainText('Succeeded: the transaction is sealed.', { timeout: 30_000 });
  expect((await flowBalanceOf(bob)) - bobBefore).toBe(300_000_000n);
});

test('FLOW to an EVM address, without an EVM account of your own', async ({ page }) => {
  const before = await evmBalanceOf(EVM_RECIPIENT);
  await page.goto('/');
  await signIn(page, 'Bob');
  await fillSend(page, EVM_RECIPIENT, '2');
  await expect(page.getByRole('cell', { name: EVM_RECIPIENT })).toBeVisible();
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 30_000 });
  expect((await evmBalanceOf(EVM_RECIPIENT)) - before).toBe(2n * 10n ** 18n);
});

test('a token to a Cadence address', async ({ page, world }) => {
  const bob = world.account('Bob');
  await page.goto('/');
  await signIn(page);
  await fillSend(page, bob.address, '10', 'Sandbox USD');
  await expect(page.getByTestId('send-summary')).toContainText('Send 10 sUSD to');
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 30_000 });
  await page.goto(`/address/${bob.address}/tokens`);
  await expect(page.getByTestId('token-row').filter({ hasText: 'Sandbox USD' })).toContainText(
    '20 sUSD',
  );
});

test('bad input gets a message next to the field and opens no wallet', async ({
  page,
  world,
  faults,
}) => {
  const bob = world.account('Bob');
  const flipped = `${bob.address.slice(0, -1)}${bob.address.endsWith('0') ? '1' : '0'}`;
  await page.goto('/');
  await signIn(page);
  await faults.clearRequests();
  for (const [recipient, amount, message] of [
    [flipped, '1', /checksum does not match/],
    ['0x1654653399040a61', '1', /is a Mainnet address/],
    [bob.address, '0.000000001', /At most 8 decimal places/],
    [bob.address, '5000', /More than you can send/],
  ] as const) {
    await fillSend(page, recipient, amount);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in wallet' })).toHaveCount(0);
  }
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
  expect((await faults.requests()).filter((entry) => entry.path === '/v1/transactions')).toEqual(
    [],
  );
});

test('declining in the wallet records nothing and keeps the form', async ({
  page,
  world,
  expectedConsoleErrors,
}) => {
  // FCL logs the wallet's decline itself, at error level.
  expectedConsoleErrors.push(/Declined: User declined/);
  const bob = world.account('Bob');
  await page.goto('/');
  await signIn(page);
  await fillSend(page, bob.address, '4');
  await page.getByRole('button', { name: 'Sign in wallet' }).click();
  await walletFrame(page).getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('You declined in the wallet. Nothing was sent.')).toBeVisible();
  await page.goto('/activity');
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  await expect(page.getByTestId('transaction').filter({ hasText: 'Send 4 FLOW' })).toHaveCount(0);
  await page.goto('/send');
  await expect(page.getByLabel('Recipient')).toHaveValue(bob.address);
});

test('sending to one’s own address needs a confirmation and is flagged in the review', async ({
  page,
  world,
  faults,
}) => {
  const alice = world.account('Alice');
  const before = await flowBalanceOf(alice.address);
  await page.goto('/');
  await signIn(page);
  await faults.clearRequests();
  await fillSend(page, alice.address, '1');
  await expect(page.getByText(/This is your own address: you would pay a fee/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in wallet' })).toHaveCount(0);
  expect((await faults.requests()).filter((entry) => entry.path === '/v1/transactions')).toEqual(
    [],
  );

  await page.getByRole('checkbox', { name: 'Yes, send to my own address' }).check();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Your own address: you send to yourself')).toBeVisible();
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 30_000 });
  // Nothing arrived that had not left: Alice paid the fee, and only the fee.
  const fee = before - (await flowBalanceOf(alice.address));
  expect(fee).toBeGreaterThan(0n);
  expect(fee).toBeLessThanOrEqual(MAX_TRANSFER_FEE);
});

test('with mainnet’s fees: the review shows the most the fee can be, and Max agrees with the account', async ({
  page,
  world,
}) => {
  const bob = world.account('Bob');
  await page.goto('/');
  await signIn(page);
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  // The network's own maximum (FlowFees, read once), here mainnet's parameters.
  await expect(
    page.getByText(
      `keeps ${flowText(MAX_TRANSFER_FEE)} FLOW back, the most a FLOW transfer’s fee can be`,
    ),
  ).toBeVisible();
  const available = (await page.getByTestId('flow-available').textContent())?.replace(' FLOW', '');

  await openSend(page);
  await page.getByLabel('Recipient').fill(bob.address);
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveValue(available ?? 'unread');

  await page.getByLabel(/^Amount/).fill('12.5');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('review-max-fee')).toHaveText(`${flowText(MAX_TRANSFER_FEE)} FLOW`);
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 30_000 });
  const paid = await page.getByTestId('fee-paid').textContent();
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expect(
    page.getByTestId('transaction').filter({ hasText: 'Send 12.5 FLOW' }).getByTestId('fee-paid'),
  ).toHaveText((paid ?? 'unread').replace('Fee paid:', 'Fee paid'));
});

test('two NFTs to Bob: the recipient checked before the wallet opens, then sent, with the ledger checked', async ({
  page,
  world,
  faults,
}) => {
  const alice = world.account('Alice');
  const bob = world.account('Bob');
  const carol = world.account('Carol (storage almost full)');
  expect(await kittiesOf(alice.address)).toEqual(['1', '2', '3']);
  await page.goto('/');
  await signIn(page);
  await openSend(page);
  await page
    .getByRole('navigation', { name: 'What to send' })
    .getByRole('link', { name: 'NFTs' })
    .click();
  const collection = page.getByTestId('send-collection');
  const kitties = await collection
    .locator('option', { hasText: 'Sandbox Kitties' })
    .getAttribute('value');
  await collection.selectOption(kitties ?? '');
  await page.getByTestId('send-nft-1').check();
  await page.getByTestId('send-nft-2').check();

  // Carol has no kitty collection: said next to the field, and no wallet opens.
  await faults.clearRequests();
  await page.getByLabel('Recipient').fill(carol.address);
  await expect(page.getByText(/This account cannot receive Sandbox Kitties/)).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('button', { name: 'Sign in wallet' })).toHaveCount(0);

  await page.getByLabel('Recipient').fill(bob.address);
  await expect(page.getByText(/that can receive Sandbox Kitties/)).toBeVisible();
  // A reload loses nothing of the form.
  await page.reload();
  await expect(page.getByTestId('send-nft-2')).toBeChecked();
  await expect(page.getByLabel('Recipient')).toHaveValue(bob.address);
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('send-summary')).toHaveText(
    `Send 2 NFTs of Sandbox Kitties to ${bob.address.slice(0, 6)}…${bob.address.slice(-4)}`,
  );
  await expect(page.getByTestId('review-nfts')).toHaveText('#1, #2');
  expect((await faults.requests()).filter((entry) => entry.path === '/v1/transactions')).toEqual(
    [],
  );
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 30_000 });

  expect(await kittiesOf(alice.address)).toEqual(['3']);
  expect(await kittiesOf(bob.address)).toEqual(['1', '2', '4']);
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expect(
    page.getByTestId('transaction').filter({ hasText: 'Send 2 NFTs of Sandbox Kitties' }),
  ).toContainText('Succeeded: the transaction is sealed.', { timeout: 30_000 });
  // The collection lists what is left.
  await page.goto('/send?what=nfts');
  await page.getByTestId('send-collection').selectOption(kitties ?? '');
  await expect(page.getByTestId('send-nft-3')).toBeVisible();
  await expect(page.getByTestId('send-nft-1')).toHaveCount(0);
});
