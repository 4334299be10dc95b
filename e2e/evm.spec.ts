/**
 * The /evm screen's journeys: enabling EVM, moving FLOW both ways (and the dust that cannot
 * cross), bridging a token and NFTs both ways, bringing an EVM-native token over, WFLOW batches,
 * and the failures that send nothing or apply nothing. Each checks what the user sees and what
 * the sandbox's ledger holds afterwards, to the last unit.
 */
import type { Page } from '@playwright/test';
import { formatUnits, getAddress } from 'viem';
import type { SandboxControl } from '../sandbox/src/control.ts';
import { expectSealedInActivity } from './activity.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { type Json, list, record } from './sandbox-json.ts';
import { signAndApprove, signIn } from './wallet.ts';

const SUSD_EVM = '0x7f27352d5f83db87a5a3e00f4b07cc2138d8ee52';
const SGLD_EVM = '0x9e3a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c';
const WFLOW_EVM = '0xd3bf53dac106a0290b0483ecbc89d40fcc961f3e';

/** 1e18 (FLOW on EVM, WFLOW and the fixture's ERC-20s) and 1e8 (Cadence) per whole unit. */
const E18 = 10n ** 18n;
const E8 = 10n ** 8n;

const SEALED = { timeout: 20_000 };

// ---------------------------------------------------------------- the ledger, as the sandbox has it

/** Bigints reach JSON as decimal strings. */
function integer(value: unknown, what: string): bigint {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) {
    throw new Error(`sandbox state: ${what} is not a decimal string`);
  }
  return BigInt(value);
}

interface LedgerCoa {
  evmAddress: string;
  balanceAtto: bigint;
  erc20: (token: string) => bigint;
}

interface LedgerAccount {
  address: string;
  /** FLOW in the Cadence vault, 1e-8 units. */
  flow: bigint;
  coa: LedgerCoa | null;
  /** Cadence vault balance by symbol, 1e-8 units. */
  vault: (symbol: string) => bigint | undefined;
  /** The NFT ids of the collection with this name. */
  nftIds: (collection: string) => bigint[];
  contracts: string[];
}

interface Ledger {
  account: (label: string) => LedgerAccount;
  /** The account FlowEVMBridge is deployed to (it collects the bridge fees). */
  bridgeAccount: () => LedgerAccount;
  wflowOf: (holder: string) => bigint;
  bridge: Json;
}

function readAccount(value: unknown): LedgerAccount & { label: string } {
  const account = record(value, 'account');
  const vault = account.flowVault === null ? null : record(account.flowVault, 'flowVault');
  const coa = account.coa === null ? null : record(account.coa, 'coa');
  return {
    address: String(account.address),
    label: String(account.label),
    flow: vault === null ? 0n : integer(vault.balance, 'flowVault.balance'),
    coa:
      coa === null
        ? null
        : {
            evmAddress: String(coa.evmAddress),
            balanceAtto: integer(coa.balanceAtto, 'coa.balanceAtto'),
            erc20: (token) => {
              const balances = record(coa.erc20Balances, 'erc20Balances');
              const found = balances[token.toLowerCase()];
              return found === undefined ? 0n : integer(found, 'erc20 balance');
            },
          },
    vault: (symbol) => {
      const found = list(account.vaults, 'vaults')
        .map((entry) => record(entry, 'vault'))
        .find((entry) => entry.symbol === symbol);
      return found === undefined ? undefined : integer(found.balance, 'vault balance');
    },
    nftIds: (name) =>
      list(account.collections, 'collections')
        .map((entry) => record(entry, 'collection'))
        .filter((entry) => entry.name === name)
        .flatMap((entry) => list(entry.nfts, 'nfts'))
        .map((nft) => integer(record(nft, 'nft').id, 'nft id'))
        .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    contracts: Object.keys(record(account.contracts ?? {}, 'contracts')),
  };
}

async function ledger(sandbox: SandboxControl): Promise<Ledger> {
  const state = record(await sandbox.state(), 'state');
  const accounts = list(state.accounts, 'accounts').map(readAccount);
  const evm = record(state.evm, 'evm');
  const wflowBalances = record(record(evm.wflow, 'wflow').balances, 'wflow balances');
  const find = (
    predicate: (account: LedgerAccount & { label: string }) => boolean,
    what: string,
  ) => {
    const found = accounts.find(predicate);
    if (found === undefined) throw new Error(`the sandbox has no ${what}`);
    return found;
  };
  return {
    account: (label) => find((account) => account.label === label, `account labelled ${label}`),
    bridgeAccount: () =>
      find((account) => account.contracts.includes('FlowEVMBridge'), 'FlowEVMBridge account'),
    wflowOf: (holder) => {
      const found = wflowBalances[holder.toLowerCase()];
      return found === undefined ? 0n : integer(found, 'WFLOW balance');
    },
    bridge: record(state.bridge, 'bridge'),
  };
}

/**
 * The bridge fee Alice paid between two readings of the ledger: her FLOW's drop, which must be
 * exactly what the bridge account received (fees move FLOW, they never vanish).
 */
function bridgeFeePaid(before: Ledger, after: Ledger): bigint {
  const fee = before.account('Alice').flow - after.account('Alice').flow;
  expect(fee).toBe(after.bridgeAccount().flow - before.bridgeAccount().flow);
  return fee;
}

function coaOf(account: LedgerAccount): LedgerCoa {
  if (account.coa === null) throw new Error(`${account.address} has no COA`);
  return account.coa;
}

// ---------------------------------------------------------------- steps of the journeys

const openAction = async (page: Page, action: string) => {
  await page.goto(`/evm?action=${action}`);
  await expect(page.getByRole('heading', { name: 'EVM', level: 1 })).toBeVisible();
};

/** Chooses the option of a select whose text contains `text` (labels carry balances too). */
async function chooseOption(page: Page, label: string, text: string) {
  const select = page.getByLabel(label, { exact: true });
  const value = await select.locator('option', { hasText: text }).getAttribute('value');
  await select.selectOption(value ?? '');
}

const reviewButton = (page: Page) => page.getByRole('button', { name: 'Review', exact: true });
const status = (page: Page) => page.getByTestId('evm-status');

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The transaction's entry in Activity, reached from the outcome's own link. */
async function expectInActivity(page: Page, title: string) {
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expectSealedInActivity(page, [title]);
}

/** No wallet opened and the access node received no transaction since the log was cleared. */
async function expectNothingSent(page: Page, sandbox: SandboxControl) {
  await expect(page.getByRole('button', { name: 'Sign in wallet' })).toHaveCount(0);
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
  expect(
    (await sandbox.requests()).filter((entry) => entry.path.startsWith('/v1/transactions')),
  ).toEqual([]);
}

// ---------------------------------------------------------------- 1. enable EVM

test('Bob enables EVM from the dashboard, funded with 2.5 FLOW', async ({ page, sandbox }) => {
  const before = (await ledger(sandbox)).account('Bob');
  expect(before.coa).toBeNull();

  await page.goto('/');
  await signIn(page, 'Bob');
  await page.getByTestId('coa-enable-link').click();
  await expect(page).toHaveURL(/\/evm$/);
  await expect(page.getByTestId('evm-no-coa')).toBeVisible();
  await page.getByLabel('Initial funding (FLOW, optional)').fill('2.5');
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText('Enable EVM with 2.5 FLOW');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);

  const bob = (await ledger(sandbox)).account('Bob');
  const coa = coaOf(bob);
  expect(coa.balanceAtto).toBe(2_500_000_000_000_000_000n);
  expect(before.flow - bob.flow).toBe(250_000_000n);
  await expect(page.getByTestId('evm-coa-address')).toHaveText(getAddress(coa.evmAddress));
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('2.5 FLOW');
  await expect(page.getByTestId('evm-no-coa')).toHaveCount(0);
  await expectInActivity(page, 'Enable EVM with 2.5 FLOW');
});

// ---------------------------------------------------------------- 2. move FLOW

test('Alice moves FLOW to EVM and back exactly; the dust below 8 decimals stays on EVM', async ({
  page,
  sandbox,
}) => {
  const start = (await ledger(sandbox)).account('Alice');
  const startCoa = coaOf(start);
  expect(startCoa.balanceAtto).toBe(25n * E18);

  await page.goto('/');
  await signIn(page);
  await openAction(page, 'move');
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('25 FLOW');
  await expectAccessible(page);

  // 10 FLOW from Cadence to EVM.
  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await page.getByLabel('Amount (FLOW)').fill('10');
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText('Move 10 FLOW to EVM');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  let alice = (await ledger(sandbox)).account('Alice');
  expect(coaOf(alice).balanceAtto).toBe(35n * E18);
  expect(start.flow - alice.flow).toBe(10n * E8);
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('35 FLOW');

  // 7.25 FLOW back from EVM to Cadence.
  await page.getByRole('button', { name: 'Move more FLOW' }).click();
  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await expect(page.getByTestId('coa-dust')).toHaveCount(0);
  await page.getByLabel('Amount (FLOW)').fill('7.25');
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText('Move 7.25 FLOW from EVM to Cadence');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  alice = (await ledger(sandbox)).account('Alice');
  expect(coaOf(alice).balanceAtto).toBe(27_750_000_000_000_000_000n);
  expect(start.flow - alice.flow).toBe(275_000_000n);
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('27.75 FLOW');
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expectSealedInActivity(page, ['Move 10 FLOW to EVM', 'Move 7.25 FLOW from EVM to Cadence']);

  // Unwrapping one wei of WFLOW leaves the COA 1 attoFLOW that Cadence's 8 decimals cannot hold.
  await openAction(page, 'wflow');
  await page.getByLabel('Step 1 action').selectOption('unwrap');
  await page.getByLabel('Step 1 amount (WFLOW)').fill('0.000000000000000001');
  await reviewButton(page).click();
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  const dusty = 27_750_000_000_000_000_001n;
  expect(coaOf((await ledger(sandbox)).account('Alice')).balanceAtto).toBe(dusty);
  await expect(page.getByTestId('evm-flow-balance')).toHaveText(`${formatUnits(dusty, 18)} FLOW`);

  // Moving the most to Cadence takes all but the dust, which the form explains.
  await openAction(page, 'move');
  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await expect(page.getByTestId('coa-dust')).toHaveText(
    '0.000000000000000001 FLOW is below Cadence’s 8 decimals and cannot be moved to Cadence; it stays on EVM.',
  );
  await page.getByRole('button', { name: 'Max' }).click();
  await expect(page.getByLabel('Amount (FLOW)')).toHaveValue('27.75');
  await reviewButton(page).click();
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  alice = (await ledger(sandbox)).account('Alice');
  expect(coaOf(alice).balanceAtto).toBe(1n);
  // 25 FLOW more than at the start: −10, +7.25, +27.75.
  expect(alice.flow - start.flow).toBe(25n * E8);
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('0.000000000000000001 FLOW');
});

// ---------------------------------------------------------------- 3. bridge tokens

test('Alice bridges sUSD to EVM and back, the fee shown before the wallet opens', async ({
  page,
  sandbox,
}) => {
  const start = await ledger(sandbox);
  const alice0 = start.account('Alice');
  expect(alice0.vault('sUSD')).toBe(250n * E8);
  expect(coaOf(alice0).erc20(SUSD_EVM)).toBe(12_500_000_000_000_000_000n);

  await page.goto('/');
  await signIn(page);
  await openAction(page, 'tokens');

  // To EVM: 10 sUSD.
  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await chooseOption(page, 'Token', 'sUSD');
  await page.getByLabel('Amount (sUSD)').fill('10');
  await expect(page.getByTestId('bridge-fee')).toHaveText('Bridge fee (estimate): 0.005 FLOW');
  await expect(page.getByTestId('bridge-onboarding-fee')).toHaveCount(0);
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText('Bridge 10 sUSD to EVM');
  await expect(page.getByTestId('review-bridge-fee')).toHaveText('0.005 FLOW');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);

  const mid = await ledger(sandbox);
  const alice1 = mid.account('Alice');
  expect(alice1.vault('sUSD')).toBe(240n * E8);
  expect(coaOf(alice1).erc20(SUSD_EVM)).toBe(22_500_000_000_000_000_000n);
  const fee1 = bridgeFeePaid(start, mid);
  expect(fee1).toBeGreaterThan(0n);
  expect(fee1).toBeLessThanOrEqual(500_000n);

  // Back from EVM: 15.5 sUSD.
  await openAction(page, 'tokens');
  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await chooseOption(page, 'Token', 'sUSD');
  await page.getByLabel('Amount (sUSD)').fill('15.5');
  await expect(page.getByTestId('bridge-fee')).toHaveText('Bridge fee (estimate): 0.005 FLOW');
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    'Bridge 15.5 sUSD from EVM to Cadence',
  );
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);

  const end = await ledger(sandbox);
  const alice2 = end.account('Alice');
  expect(alice2.vault('sUSD')).toBe(25_550_000_000n);
  expect(coaOf(alice2).erc20(SUSD_EVM)).toBe(7n * E18);
  const fee2 = bridgeFeePaid(mid, end);
  expect(fee2).toBeGreaterThan(0n);
  expect(fee2).toBeLessThanOrEqual(500_000n);
  // The Cadence side of what is on EVM stays locked in the bridge's escrow.
  const escrow = record(record(end.bridge.tokenEscrow, 'tokenEscrow'), 'escrows');
  const locked = Object.values(escrow).map((entry) => integer(record(entry, 'escrow').balance, ''));
  expect(locked).toEqual([7n * E8]);
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expectSealedInActivity(page, [
    'Bridge 10 sUSD to EVM',
    'Bridge 15.5 sUSD from EVM to Cadence',
  ]);
});

// ---------------------------------------------------------------- 4. bridge NFTs

test('Alice bridges two SandboxKitties to EVM, onboarding them, and back', async ({
  page,
  sandbox,
}) => {
  const start = await ledger(sandbox);
  const alice0 = start.account('Alice');
  expect(alice0.nftIds('Sandbox Kitties')).toEqual([1n, 2n, 3n]);

  await page.goto('/');
  await signIn(page);
  await openAction(page, 'nfts');

  // To EVM: #1 and #3, onboarding the collection on the way.
  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await chooseOption(page, 'Collection', 'Sandbox Kitties');
  await page.getByTestId('bridge-nft-1').check();
  await page.getByTestId('bridge-nft-3').check();
  await expect(page.getByTestId('bridge-fee')).toHaveText('Bridge fee (estimate): 1.01 FLOW');
  await expect(page.getByTestId('bridge-onboarding-fee')).toContainText(
    'Includes the onboarding fee of 1 FLOW',
  );
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    'Bridge 2 NFTs of Sandbox Kitties to EVM',
  );
  await expect(page.getByTestId('review-onboarding-fee')).toHaveText('1 FLOW');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);

  const mid = await ledger(sandbox);
  const alice1 = mid.account('Alice');
  const coa = coaOf(alice1).evmAddress.toLowerCase();
  expect(alice1.nftIds('Sandbox Kitties')).toEqual([2n]);
  const [erc721] = list(mid.bridge.erc721s, 'erc721s').map((entry) => record(entry, 'erc721'));
  if (erc721 === undefined) throw new Error('onboarding deployed no ERC-721');
  expect(record(erc721.owners, 'owners')).toEqual({ '1': coa, '3': coa });
  const fee1 = bridgeFeePaid(start, mid);
  expect(fee1).toBeGreaterThanOrEqual(100_000_000n);
  expect(fee1).toBeLessThanOrEqual(101_000_000n);

  // Back from EVM: both.
  await page.getByRole('button', { name: 'Bridge more NFTs' }).click();
  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await chooseOption(page, 'Collection', 'Sandbox Kitties');
  await page.getByTestId('bridge-nft-1').check();
  await page.getByTestId('bridge-nft-3').check();
  await expect(page.getByTestId('bridge-fee')).toHaveText('Bridge fee (estimate): 0.01 FLOW');
  await expect(page.getByTestId('bridge-onboarding-fee')).toHaveCount(0);
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    'Bridge 2 NFTs of Sandbox Kitties from EVM to Cadence',
  );
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);

  const end = await ledger(sandbox);
  const alice2 = end.account('Alice');
  expect(alice2.nftIds('Sandbox Kitties')).toEqual([1n, 2n, 3n]);
  const [after] = list(end.bridge.erc721s, 'erc721s').map((entry) => record(entry, 'erc721'));
  const owners = Object.values(record(after?.owners, 'owners'));
  expect(owners).not.toContain(coa);
  const fee2 = bridgeFeePaid(mid, end);
  expect(fee2).toBeGreaterThan(0n);
  expect(fee2).toBeLessThanOrEqual(1_000_000n);
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expectSealedInActivity(page, [
    'Bridge 2 NFTs of Sandbox Kitties to EVM',
    'Bridge 2 NFTs of Sandbox Kitties from EVM to Cadence',
  ]);
});

// ---------------------------------------------------------------- 5. bring an EVM token

test('Alice onboards Sandbox Gold by its EVM address and brings 100 sGLD to Cadence', async ({
  page,
  sandbox,
}) => {
  const start = await ledger(sandbox);
  const alice0 = start.account('Alice');
  expect(alice0.vault('sGLD')).toBeUndefined();
  expect(coaOf(alice0).erc20(SGLD_EVM)).toBe(1500n * E18);

  await page.goto('/');
  await signIn(page);
  await openAction(page, 'bring');
  await page.getByLabel('ERC-20 contract address').fill(getAddress(SGLD_EVM));
  await expect(page.getByTestId('evm-token-info')).toContainText('Sandbox Gold (sGLD)');
  await expect(page.getByTestId('evm-token-balance')).toHaveText('1500 sGLD');
  await expect(page.getByTestId('onboarding-explainer')).toContainText(
    'The bridge has not carried this token before.',
  );
  await expect(page.getByTestId('onboarding-fee')).toContainText('Onboarding fee: 1 FLOW');
  await expect(page.getByTestId('evm-token-amount')).toHaveCount(0);

  // Onboarding, a transaction of its own.
  await page.getByRole('button', { name: 'Review onboarding' }).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    'Onboard sGLD (0x9e3A…2b3c) to the bridge',
  );
  await expect(page.getByTestId('review-onboarding-fee')).toHaveText('1 FLOW');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  const mid = await ledger(sandbox);
  const association = list(mid.bridge.associations, 'associations')
    .map((entry) => record(entry, 'association'))
    .find((entry) => entry.evmAddress === SGLD_EVM);
  expect(association?.native).toBe('evm');
  expect(bridgeFeePaid(start, mid)).toBe(100_000_000n);

  // Then 100 sGLD, the contract still filled in.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('ERC-20 contract address')).toHaveValue(getAddress(SGLD_EVM));
  await expect(page.getByTestId('onboarding-explainer')).toHaveCount(0);
  await page.getByTestId('evm-token-amount').fill('100');
  await expect(page.getByTestId('bridge-fee')).toHaveText('Bridge fee (estimate): 0.005 FLOW');
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    'Bridge 100 sGLD from EVM to Cadence',
  );
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);

  const end = await ledger(sandbox);
  const alice2 = end.account('Alice');
  expect(alice2.vault('sGLD')).toBe(100n * E8);
  expect(coaOf(alice2).erc20(SGLD_EVM)).toBe(1400n * E18);
  const fee = bridgeFeePaid(mid, end);
  expect(fee).toBeGreaterThan(0n);
  expect(fee).toBeLessThanOrEqual(500_000n);

  await mainNav(page).getByRole('link', { name: 'Tokens' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  const row = page.getByTestId('token-row').filter({ hasText: 'sGLD' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('token-balance')).toHaveText('100 sGLD');
  await expect(row.getByTestId('token-evm-balance')).toHaveText('1400 sGLD on EVM');

  await mainNav(page).getByRole('link', { name: 'Activity' }).click();
  await expectSealedInActivity(page, [
    'Onboard sGLD (0x9e3A…2b3c) to the bridge',
    'Bridge 100 sGLD from EVM to Cadence',
  ]);
});

// ---------------------------------------------------------------- 6. WFLOW

test('a WFLOW batch wraps 2 and unwraps 1, each call passing', async ({ page, sandbox }) => {
  const alice0 = (await ledger(sandbox)).account('Alice');
  const coa = coaOf(alice0);
  expect((await ledger(sandbox)).wflowOf(coa.evmAddress)).toBe(3n * E18);

  await page.goto('/');
  await signIn(page);
  await mainNav(page).getByRole('link', { name: 'EVM' }).click();
  await page.getByRole('link', { name: 'Wrap and unwrap' }).click();
  await expect(page).toHaveURL(/\/evm\?action=wflow$/);
  await expect(page.getByTestId('evm-wflow-balance')).toHaveText('3 WFLOW');
  await page.getByLabel('Step 1 action').selectOption('wrap');
  await page.getByLabel('Step 1 amount (FLOW)').fill('2');
  await page.getByRole('button', { name: 'Add an unwrap step' }).click();
  await page.getByLabel('Step 2 amount (WFLOW)').fill('1');
  await expect(page.getByTestId('batch-step-1-message')).toHaveText('');
  await expect(page.getByTestId('batch-step-2-message')).toHaveText('');
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    'WFLOW: wrap 2 FLOW, then unwrap 1 WFLOW',
  );
  await expect(page.getByTestId('review-call-1')).toContainText('Wrap 2 FLOW');
  await expect(page.getByTestId('review-call-1')).toContainText(getAddress(WFLOW_EVM));
  await expect(page.getByTestId('review-call-2')).toContainText('Unwrap 1 WFLOW');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  await expect(page.getByTestId('batch-result-1-outcome')).toHaveText('passed');
  await expect(page.getByTestId('batch-result-2-outcome')).toHaveText('passed');

  const end = await ledger(sandbox);
  const alice = end.account('Alice');
  expect(coaOf(alice).balanceAtto).toBe(24n * E18);
  expect(end.wflowOf(coa.evmAddress)).toBe(4n * E18);
  expect(alice.flow).toBe(alice0.flow);
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('24 FLOW');
  await expect(page.getByTestId('evm-wflow-balance')).toHaveText('4 WFLOW');
  await expectAccessible(page);
  await expectInActivity(page, 'WFLOW: wrap 2 FLOW, then unwrap 1 WFLOW');
});

// ---------------------------------------------------------------- 7. failures

test('moving more FLOW than there is: a field error, no wallet, nothing sent', async ({
  page,
  sandbox,
}) => {
  const alice0 = (await ledger(sandbox)).account('Alice');
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'move');
  await sandbox.clearRequests();

  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await page.getByLabel('Amount (FLOW)').fill('5000');
  await reviewButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'More than you can move' })).toBeVisible();
  await expect(page.getByLabel('Amount (FLOW)')).toHaveValue('5000');
  await expect(page.getByLabel('Amount (FLOW)')).toHaveAttribute('aria-invalid', 'true');
  await expectNothingSent(page, sandbox);

  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await page.getByLabel('Amount (FLOW)').fill('25.00000001');
  await reviewButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'More than your EVM account can move to Cadence: at most 25 FLOW.',
  );
  await expect(page.getByLabel('Amount (FLOW)')).toHaveValue('25.00000001');
  await expectNothingSent(page, sandbox);

  const alice = (await ledger(sandbox)).account('Alice');
  expect(alice.flow).toBe(alice0.flow);
  expect(coaOf(alice).balanceAtto).toBe(coaOf(alice0).balanceAtto);
});

test('a bridge fee the FLOW cannot cover: the fee error, nothing sent', async ({
  page,
  sandbox,
}) => {
  await sandbox.updateSettings({ bridgeBaseFee: '2000.0' });
  const alice0 = (await ledger(sandbox)).account('Alice');
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'tokens');
  await sandbox.clearRequests();

  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await chooseOption(page, 'Token', 'sUSD');
  await page.getByLabel('Amount (sUSD)').fill('10');
  await expect(page.getByTestId('bridge-fee')).toHaveText('Bridge fee (estimate): 2000.004 FLOW');
  await expect(page.getByTestId('bridge-fee-error')).toHaveText(
    /^Your available FLOW \([\d.]+ FLOW\) does not cover the bridge fee \(2000\.004 FLOW\)\.$/,
  );
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveCount(0);
  await expect(page.getByLabel('Amount (sUSD)')).toHaveValue('10');
  await expectNothingSent(page, sandbox);

  const alice = (await ledger(sandbox)).account('Alice');
  expect(alice.flow).toBe(alice0.flow);
  expect(alice.vault('sUSD')).toBe(alice0.vault('sUSD'));
});

test('a batch whose second call reverts fails whole: call 2 named, nothing applied', async ({
  page,
  sandbox,
}) => {
  const alice0 = (await ledger(sandbox)).account('Alice');
  const coa0 = coaOf(alice0);
  const wflow0 = (await ledger(sandbox)).wflowOf(coa0.evmAddress);

  await page.goto('/');
  await signIn(page);
  await openAction(page, 'wflow');
  await page.getByLabel('Step 1 amount (FLOW)').fill('2');
  await page.getByRole('button', { name: 'Add an unwrap step' }).click();
  await page.getByLabel('Step 2 amount (WFLOW)').fill('1');
  await reviewButton(page).click();
  await expect(page.getByTestId('review-call-2')).toContainText('Unwrap 1 WFLOW');
  await sandbox.revertEvmCall(2);
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Failed.', SEALED);
  await expect(page.getByTestId('batch-failure')).toContainText(
    'Call 2 of 2 (Unwrap 1 WFLOW) failed',
  );
  await expect(page.getByTestId('evm-error')).toContainText('Nothing was applied');

  const end = await ledger(sandbox);
  const alice = end.account('Alice');
  expect(coaOf(alice).balanceAtto).toBe(coa0.balanceAtto);
  expect(end.wflowOf(coa0.evmAddress)).toBe(wflow0);
  expect(alice.flow).toBe(alice0.flow);
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('25 FLOW');
  await expect(page.getByTestId('evm-wflow-balance')).toHaveText('3 WFLOW');

  // The steps are still there to fix or send again.
  await page.getByRole('button', { name: 'New batch' }).click();
  await expect(page.getByLabel('Step 1 amount (FLOW)')).toHaveValue('2');
  await expect(page.getByLabel('Step 2 amount (WFLOW)')).toHaveValue('1');

  await mainNav(page).getByRole('link', { name: 'Activity' }).click();
  const entry = page
    .getByTestId('transaction')
    .filter({ hasText: 'WFLOW: wrap 2 FLOW, then unwrap 1 WFLOW' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('phase')).toHaveText(/Failed$/);
  await expect(entry).toContainText('EVM call 2 of 2 failed');
});

test('enabling EVM with more funding than there is: a field error, nothing sent', async ({
  page,
  sandbox,
}) => {
  const bob0 = (await ledger(sandbox)).account('Bob');
  await page.goto('/');
  await signIn(page, 'Bob');
  await page.goto('/evm');
  await expect(page.getByTestId('evm-no-coa')).toBeVisible();
  await sandbox.clearRequests();

  const funding = page.getByLabel('Initial funding (FLOW, optional)');
  await funding.fill('100000');
  await reviewButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^More than you can move: at most [\d.]+ FLOW \(your available FLOW less 0\.00001 FLOW kept for the transaction fee\)\.$/,
  );
  await expect(page.getByTestId('review-summary')).toHaveCount(0);
  await expect(funding).toHaveValue('100000');
  await expect(funding).toHaveAttribute('aria-invalid', 'true');
  await expectNothingSent(page, sandbox);

  const bob = (await ledger(sandbox)).account('Bob');
  expect(bob.coa).toBeNull();
  expect(bob.flow).toBe(bob0.flow);
});

test('bridging NFTs with a fee the FLOW cannot cover: the fee error, nothing sent', async ({
  page,
  sandbox,
}) => {
  await sandbox.updateSettings({ bridgeBaseFee: '2000.0' });
  const alice0 = (await ledger(sandbox)).account('Alice');
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'nfts');
  await sandbox.clearRequests();

  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await chooseOption(page, 'Collection', 'Sandbox Kitties');
  await page.getByTestId('bridge-nft-2').check();
  await expect(page.getByTestId('bridge-fee-error')).toHaveText(
    /^Your available FLOW \([\d.]+ FLOW\) does not cover the bridge fee \([\d.]+ FLOW\)\.$/,
  );
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveCount(0);
  await expect(page.getByTestId('bridge-nft-2')).toBeChecked();
  await expectNothingSent(page, sandbox);

  const alice = (await ledger(sandbox)).account('Alice');
  expect(alice.flow).toBe(alice0.flow);
  expect(alice.nftIds('Sandbox Kitties')).toEqual(alice0.nftIds('Sandbox Kitties'));
});

test('bringing more sUSD from EVM than the COA holds: a field error, nothing sent', async ({
  page,
  sandbox,
}) => {
  const alice0 = (await ledger(sandbox)).account('Alice');
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'tokens');
  await sandbox.clearRequests();

  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await chooseOption(page, 'Token', 'sUSD');
  await page.getByLabel('Amount (sUSD)').fill('12.50000001');
  await reviewButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'More than your EVM account can bring to Cadence: at most 12.5 sUSD.',
  );
  await expect(page.getByLabel('Amount (sUSD)')).toHaveValue('12.50000001');
  await expect(page.getByLabel('Amount (sUSD)')).toHaveAttribute('aria-invalid', 'true');
  await expectNothingSent(page, sandbox);

  const alice = (await ledger(sandbox)).account('Alice');
  expect(alice.vault('sUSD')).toBe(alice0.vault('sUSD'));
  expect(coaOf(alice).erc20(SUSD_EVM)).toBe(coaOf(alice0).erc20(SUSD_EVM));
  expect(alice.flow).toBe(alice0.flow);
});

test('an onboarding fee the FLOW cannot cover: the fee error by the offer, nothing sent', async ({
  page,
  sandbox,
}) => {
  await sandbox.updateSettings({ bridgeOnboardFee: '5000.0' });
  const alice0 = (await ledger(sandbox)).account('Alice');
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'bring');
  await sandbox.clearRequests();

  await page.getByLabel('ERC-20 contract address').fill(getAddress(SGLD_EVM));
  const offer = page.getByTestId('onboarding-explainer');
  await expect(offer.getByTestId('onboarding-fee')).toContainText('Onboarding fee: 5000 FLOW');
  await expect(offer.getByTestId('bridge-fee-error')).toHaveText(
    /^Your available FLOW \([\d.]+ FLOW\) does not cover the bridge fee \(5000 FLOW\)\.$/,
  );
  await page.getByRole('button', { name: 'Review onboarding' }).click();
  await expect(page.getByTestId('review-summary')).toHaveCount(0);
  await expect(page.getByLabel('ERC-20 contract address')).toHaveValue(getAddress(SGLD_EVM));
  await expectNothingSent(page, sandbox);

  const end = await ledger(sandbox);
  expect(end.account('Alice').flow).toBe(alice0.flow);
  const onboarded = list(end.bridge.associations, 'associations').map(
    (entry) => record(entry, 'association').evmAddress,
  );
  expect(onboarded).not.toContain(SGLD_EVM);
});
