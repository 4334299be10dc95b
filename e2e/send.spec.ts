/**
 * Issue 5's journeys: sending FLOW and tokens through the wallet, field errors that open no
 * wallet, declines, on-chain failures, and tracking across a reload, on both status paths.
 */
import type { Page } from '@playwright/test';
import { getAddress } from 'viem';
import type { SandboxControl } from '../sandbox/src/control.ts';
import { expect, test } from './fixtures.ts';
import { E2E_WS_URLS } from './ports.ts';
import { list, record } from './sandbox-json.ts';
import { signIn, walletFrame } from './wallet.ts';

// An EVM account nobody in the fixture owns, written with its EIP-55 checksum.
const EVM_RECIPIENT = getAddress('0x6ca8a4f6c1b1e1d7a59f7e4b2b1cd0c2f5f3a1e9');

async function accountOf(sandbox: SandboxControl, label: string) {
  const account = (await sandbox.accounts()).find((candidate) => candidate.label === label);
  if (!account) throw new Error(`no ${label} in the fixture`);
  return account;
}

/** The ids of the kitties an account holds in the sandbox's ledger, ascending. */
async function kittiesOf(sandbox: SandboxControl, label: string): Promise<string[]> {
  const account = list(record(await sandbox.state(), 'state').accounts, 'accounts')
    .map((entry) => record(entry, 'account'))
    .find((entry) => entry.label === label);
  if (!account) throw new Error(`no ${label} in the fixture`);
  return list(account.collections, 'collections')
    .map((entry) => record(entry, 'collection'))
    .filter((collection) => String(collection.nftTypeIdentifier).endsWith('.SandboxKitties.NFT'))
    .flatMap((collection) => list(collection.nfts, 'nfts'))
    .map((nft) => String(record(nft, 'nft').id))
    .sort((a, b) => Number(a) - Number(b));
}

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

for (const path of ['polling', 'websocket'] as const) {
  test.describe(`sending, status by ${path}`, () => {
    if (path === 'websocket') test.use({ environment: E2E_WS_URLS });

    test('FLOW to a Cadence address seals and moves exactly that amount', async ({
      page,
      sandbox,
    }) => {
      const alice = await accountOf(sandbox, 'Alice');
      const bob = await accountOf(sandbox, 'Bob');
      await page.goto('/');
      await signIn(page);
      await fillSend(page, bob.address, '12.5');
      await expect(page.getByTestId('send-summary')).toContainText('Send 12.5 FLOW to');
      await signAndApprove(page);
      await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', {
        timeout: 20_000,
      });
      expect(BigInt((await accountOf(sandbox, 'Bob')).balance) - BigInt(bob.balance)).toBe(
        1_250_000_000n,
      );
      const spent = BigInt(alice.balance) - BigInt((await accountOf(sandbox, 'Alice')).balance);
      expect(spent >= 1_250_000_000n && spent <= 1_250_100_000n).toBe(true);
      await page.getByRole('link', { name: 'Account' }).click();
      await expect(page.getByTestId('flow-balance')).toHaveText(
        `${formatUnits(BigInt((await accountOf(sandbox, 'Alice')).balance))} FLOW`,
      );
    });

    test('a transaction the chain fails shows what went wrong', async ({ page, sandbox }) => {
      const bob = await accountOf(sandbox, 'Bob');
      await page.goto('/');
      await signIn(page);
      await sandbox.failNextTransaction(
        1101,
        'cadence runtime error: Execution failed:\nerror: pre-condition failed: Amount withdrawn must be less than or equal than the balance of the Vault',
      );
      await fillSend(page, bob.address, '1');
      await signAndApprove(page);
      await expect(page.getByTestId('send-status')).toHaveText('Failed.', { timeout: 20_000 });
      const error = page.getByTestId('send-error');
      await expect(error).toContainText('The Cadence code failed');
      await expect(error).toContainText(
        'pre-condition failed: Amount withdrawn must be less than or equal than the balance of the Vault',
      );
      expect(BigInt((await accountOf(sandbox, 'Bob')).balance)).toBe(BigInt(bob.balance));
    });

    test('a pending transaction is still tracked after a reload, until it seals', async ({
      page,
      sandbox,
    }) => {
      const bob = await accountOf(sandbox, 'Bob');
      await page.goto('/');
      await signIn(page);
      await sandbox.scriptNextTransaction([
        ...Array<'pending'>(12).fill('pending'),
        'finalized',
        'executed',
        'sealed',
      ]);
      await fillSend(page, bob.address, '3');
      await signAndApprove(page);
      await expect(page.getByTestId('send-status')).toHaveText('Pending');
      await page.reload();
      await page.goto('/activity');
      const entry = page.getByTestId('transaction').filter({ hasText: 'Send 3 FLOW' });
      await expect(entry).toHaveCount(1);
      await expect(entry.getByTestId('phase')).not.toHaveText(/sealed/i);
      await expect(entry).toContainText('Succeeded: the transaction is sealed.', {
        timeout: 25_000,
      });
      expect(BigInt((await accountOf(sandbox, 'Bob')).balance) - BigInt(bob.balance)).toBe(
        300_000_000n,
      );
    });
  });
}

test('FLOW to an EVM address, without an EVM account of your own', async ({ page, sandbox }) => {
  await page.goto('/');
  await signIn(page, 'Bob');
  await fillSend(page, EVM_RECIPIENT, '2');
  await expect(page.getByRole('cell', { name: EVM_RECIPIENT })).toBeVisible();
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });
  expect(JSON.stringify(await sandbox.state()).toLowerCase()).toContain(
    EVM_RECIPIENT.slice(2).toLowerCase(),
  );
});

test('a token to a Cadence address', async ({ page, sandbox }) => {
  const bob = await accountOf(sandbox, 'Bob');
  await page.goto('/');
  await signIn(page);
  await fillSend(page, bob.address, '10', 'Sandbox USD');
  await expect(page.getByTestId('send-summary')).toContainText('Send 10 sUSD to');
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });
  await page.goto(`/address/${bob.address}/tokens`);
  await expect(page.getByTestId('token-row').filter({ hasText: 'Sandbox USD' })).toContainText(
    '20 sUSD',
  );
});

test('bad input gets a message next to the field and opens no wallet', async ({
  page,
  sandbox,
}) => {
  const bob = await accountOf(sandbox, 'Bob');
  const flipped = `${bob.address.slice(0, -1)}${bob.address.endsWith('0') ? '1' : '0'}`;
  await page.goto('/');
  await signIn(page);
  await sandbox.clearRequests();
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
  expect((await sandbox.requests()).filter((entry) => entry.path === '/v1/transactions')).toEqual(
    [],
  );
});

test('declining in the wallet records nothing and keeps the form', async ({
  page,
  sandbox,
  expectedConsoleErrors,
}) => {
  // FCL logs the wallet's decline itself, at error level.
  expectedConsoleErrors.push(/Declined: User declined the transaction/);
  const bob = await accountOf(sandbox, 'Bob');
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
  sandbox,
}) => {
  const alice = await accountOf(sandbox, 'Alice');
  await page.goto('/');
  await signIn(page);
  await sandbox.clearRequests();
  await fillSend(page, alice.address, '1');
  await expect(page.getByText(/This is your own address: you would pay a fee/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in wallet' })).toHaveCount(0);
  expect((await sandbox.requests()).filter((entry) => entry.path === '/v1/transactions')).toEqual(
    [],
  );

  await page.getByRole('checkbox', { name: 'Yes, send to my own address' }).check();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByText('Your own address: you send to yourself')).toBeVisible();
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });
  // Nothing arrived that had not left: Alice holds what she held (no fees on this chain).
  expect((await accountOf(sandbox, 'Alice')).balance).toBe(alice.balance);
});

/** UFix64 units → the app's display form (trailing zeros trimmed). */
function formatUnits(units: bigint): string {
  const whole = units / 100_000_000n;
  const fraction = (units % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

test('on a chain with fees: the review shows the most the fee can be, the fee charged stays within it, and Max agrees with the account', async ({
  page,
  sandbox,
}) => {
  await sandbox.updateSettings({ transactionFees: true });
  const alice = await accountOf(sandbox, 'Alice');
  const bob = await accountOf(sandbox, 'Bob');
  await page.goto('/');
  await signIn(page);
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  // The network's own maximum (FlowFees, read once), not the fixed fallback margin.
  await expect(
    page.getByText(/keeps 0\.00001 FLOW back, the most a FLOW transfer’s fee can be/),
  ).toBeVisible();
  const available = (await page.getByTestId('flow-available').textContent())?.replace(' FLOW', '');

  await page.getByRole('link', { name: 'Send', exact: true }).click();
  await page.getByLabel('Recipient').fill(bob.address);
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel(/^Amount/)).toHaveValue(available ?? 'unread');

  await page.getByLabel(/^Amount/).fill('12.5');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByTestId('review-max-fee')).toHaveText('0.00001 FLOW');
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });
  await expect(page.getByTestId('fee-paid')).toHaveText('Fee paid: 0.00001 FLOW');

  // The ledger: Alice paid the amount and exactly the fee shown, which is within the maximum.
  const spent = BigInt(alice.balance) - BigInt((await accountOf(sandbox, 'Alice')).balance);
  expect(spent - 1_250_000_000n).toBe(1_000n);
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expect(
    page.getByTestId('transaction').filter({ hasText: 'Send 12.5 FLOW' }).getByTestId('fee-paid'),
  ).toHaveText('Fee paid 0.00001 FLOW');
});

test('two NFTs to Bob: the recipient checked before the wallet opens, then sent, with the ledger checked', async ({
  page,
  sandbox,
}) => {
  const bob = await accountOf(sandbox, 'Bob');
  const carol = await accountOf(sandbox, 'Carol (storage almost full)');
  expect(await kittiesOf(sandbox, 'Alice')).toEqual(['1', '2', '3']);
  await page.goto('/');
  await signIn(page);
  await page.getByRole('link', { name: 'Send', exact: true }).click();
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
  await sandbox.clearRequests();
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
  expect((await sandbox.requests()).filter((entry) => entry.path === '/v1/transactions')).toEqual(
    [],
  );
  await signAndApprove(page);
  await expect(page.getByTestId('send-status')).toHaveText('Sealed: done.', { timeout: 20_000 });

  expect(await kittiesOf(sandbox, 'Alice')).toEqual(['3']);
  expect(await kittiesOf(sandbox, 'Bob')).toEqual(['1', '2', '4']);
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expect(
    page.getByTestId('transaction').filter({ hasText: 'Send 2 NFTs of Sandbox Kitties' }),
  ).toContainText('Succeeded: the transaction is sealed.', { timeout: 20_000 });
  // The collection lists what is left.
  await page.goto('/send?what=nfts');
  await page.getByTestId('send-collection').selectOption(kitties ?? '');
  await expect(page.getByTestId('send-nft-3')).toBeVisible();
  await expect(page.getByTestId('send-nft-1')).toHaveCount(0);
});
