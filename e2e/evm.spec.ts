/**
 * The /evm screen's journeys on the emulator: enabling EVM, moving FLOW both ways (and the dust
 * that cannot cross), bridging a token and NFTs both ways through the real VM bridge, bringing
 * an EVM-native token over, WFLOW batches, and the failures that send nothing or apply nothing.
 * Each checks what the user sees and what the chain holds afterwards, to the last unit: COA and
 * ERC-20 balances exactly, Cadence FLOW within the fees the chain may have taken.
 */
import type { Page } from '@playwright/test';
import { formatUnits, getAddress } from 'viem';
import type { FaultProxyControl } from '../fault-proxy/src/control.ts';
import {
  COMPUTATION,
  type ComputationCost,
  computeLimit,
} from '../src/flow/cadence/compute-limits.ts';
import { fallbackFeeReserve } from '../src/flow/spendable-flow.ts';
import { parseUFix64 } from '../src/flow/ufix64.ts';
import { expectSealedInActivity } from './activity.ts';
import {
  erc20BalanceOf,
  flowOf,
  moveErc20Away,
  moveFlowAway,
  nftIdsOf,
  vaultBalanceOf,
} from './chain.ts';
import { type EmulatorWorld, expect, expectAccessible, test } from './emulator-fixtures.ts';
import { signAndApprove, signIn } from './wallet.ts';

/** The world's EVM-native tokens by their address in its definition (worlds/normal.ts). */
const SUSD_FIXTURE_EVM = '0x7f27352d5f83db87a5a3e00f4b07cc2138d8ee52';
const SGLD_FIXTURE_EVM = '0x9e3a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c';
// An EVM account nobody in the world owns.
const ELSEWHERE = '0x6ca8a4f6c1b1e1d7a59f7e4b2b1cd0c2f5f3a1e9';

/** 1e18 (FLOW on EVM, WFLOW and the world's ERC-20s) and 1e8 (Cadence) per whole unit. */
const E18 = 10n ** 18n;
const E8 = 10n ** 8n;

const SEALED = { timeout: 30_000 };

// A journey here signs up to five transactions on a real chain through the dev wallet's pages.
test.describe.configure({ timeout: 90_000 });

// ---------------------------------------------------------------- the chain

/** What Alice (or another account) holds that these journeys move, read from the chain. */
async function holdingsOf(world: EmulatorWorld, label: string) {
  const { address, index } = world.account(label);
  const coa = world.evm.coas[index] ?? null;
  const flow = await flowOf(address, coa);
  const token = (fixtureAddress: string) => world.evm.tokens[fixtureAddress] ?? fixtureAddress;
  return {
    address,
    coa,
    flow: flow.balance,
    coaAtto: flow.coaAtto,
    erc20: (fixtureAddress: string) =>
      coa === null ? Promise.resolve(0n) : erc20BalanceOf(token(fixtureAddress), coa),
    wflow: () => (coa === null ? Promise.resolve(0n) : erc20BalanceOf(world.evm.wflow, coa)),
    susd: () => vaultBalanceOf(address, 'sandboxUSDVault'),
    kitties: () => nftIdsOf(address, 'SandboxKittiesCollection'),
  };
}

/**
 * The FLOW a step took from the Cadence vault besides what it moved: more than nothing (the
 * transaction fee at least), at most the most the fee can be plus `bridgeFee`.
 */
function expectCharged(charged: bigint, cost: ComputationCost, bridgeFee = 0n, items = 1) {
  expect(charged).toBeGreaterThan(bridgeFee > 0n ? bridgeFee / 2n : 0n);
  expect(charged).toBeLessThanOrEqual(bridgeFee + fallbackFeeReserve(computeLimit(cost, items)));
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

/** The bridge fee the form estimates, in UFix64 units, once it is read. */
async function estimatedBridgeFee(page: Page): Promise<bigint> {
  await expect(page.getByTestId('bridge-fee')).toHaveText(/^Bridge fee \(estimate\): [\d.]+ FLOW$/);
  const text = (await page.getByTestId('bridge-fee').textContent()) ?? '';
  return parseUFix64(/([\d.]+) FLOW$/.exec(text)?.[1] ?? 'unread');
}

/** The transaction's entry in Activity, reached from the outcome's own link. */
async function expectInActivity(page: Page, title: string) {
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expectSealedInActivity(page, [title]);
}

/** No wallet opened and the access node received no transaction since the log was cleared. */
async function expectNothingSent(page: Page, faults: FaultProxyControl) {
  await expect(page.getByRole('button', { name: 'Sign in wallet' })).toHaveCount(0);
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
  expect(
    (await faults.requests()).filter((entry) => entry.path.startsWith('/v1/transactions')),
  ).toEqual([]);
}

// ---------------------------------------------------------------- 1. enable EVM

test('Bob enables EVM from the dashboard, funded with 2.5 FLOW', async ({ page, world }) => {
  const before = await holdingsOf(world, 'Bob');
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

  await expect(page.getByTestId('evm-coa-address')).toHaveText(/^0x0{23}2[0-9a-fA-F]{16}$/);
  const coa = (await page.getByTestId('evm-coa-address').textContent()) ?? '';
  const after = await flowOf(before.address, coa);
  expect(after.coaAtto).toBe(2_500_000_000_000_000_000n);
  expectCharged(before.flow - after.balance - 250_000_000n, COMPUTATION.create_coa);
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('2.5 FLOW');
  await expect(page.getByTestId('evm-no-coa')).toHaveCount(0);
  await expectInActivity(page, 'Enable EVM with 2.5 FLOW');
});

// ---------------------------------------------------------------- 2. move FLOW

test('Alice moves FLOW to EVM and back exactly; the dust below 8 decimals stays on EVM', async ({
  page,
  world,
}) => {
  const start = await holdingsOf(world, 'Alice');
  expect(start.coaAtto).toBe(25n * E18);
  const read = async () => flowOf(start.address, start.coa);

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
  const afterIn = await read();
  expect(afterIn.coaAtto).toBe(35n * E18);
  expectCharged(start.flow - afterIn.balance - 10n * E8, COMPUTATION.deposit_flow_to_coa);
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
  const afterOut = await read();
  expect(afterOut.coaAtto).toBe(27_750_000_000_000_000_000n);
  expectCharged(
    afterIn.balance + 725_000_000n - afterOut.balance,
    COMPUTATION.withdraw_flow_from_coa,
  );
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
  const afterUnwrap = await read();
  expect(afterUnwrap.coaAtto).toBe(dusty);
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
  const end = await read();
  expect(end.coaAtto).toBe(1n);
  expectCharged(
    afterUnwrap.balance + 2_775_000_000n - end.balance,
    COMPUTATION.withdraw_flow_from_coa,
  );
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('0.000000000000000001 FLOW');
});

// ---------------------------------------------------------------- 3. bridge tokens

test('Alice bridges sUSD to EVM and back, the fee shown before the wallet opens', async ({
  page,
  world,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  expect(await alice.susd()).toBe(250n * E8);
  expect(await alice.erc20(SUSD_FIXTURE_EVM)).toBe(12_500_000_000_000_000_000n);
  const flow0 = alice.flow;

  await page.goto('/');
  await signIn(page);
  await openAction(page, 'tokens');

  // To EVM: 10 sUSD.
  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await chooseOption(page, 'Token', 'sUSD');
  await page.getByLabel('Amount (sUSD)').fill('10');
  const feeIn = await estimatedBridgeFee(page);
  expect(feeIn).toBeGreaterThan(0n);
  await expect(page.getByTestId('bridge-onboarding-fee')).toHaveCount(0);
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText('Bridge 10 sUSD to EVM');
  await expect(page.getByTestId('review-bridge-fee')).toHaveText(`${formatUnits(feeIn, 8)} FLOW`);
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  expect(await alice.susd()).toBe(240n * E8);
  expect(await alice.erc20(SUSD_FIXTURE_EVM)).toBe(22_500_000_000_000_000_000n);
  const flow1 = (await flowOf(alice.address, alice.coa)).balance;
  expectCharged(flow0 - flow1, COMPUTATION.bridge_tokens_to_evm, feeIn);

  // Back from EVM: 15.5 sUSD.
  await openAction(page, 'tokens');
  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await chooseOption(page, 'Token', 'sUSD');
  await page.getByLabel('Amount (sUSD)').fill('15.5');
  const feeOut = await estimatedBridgeFee(page);
  await expect(page.locator('#FCL_IFRAME')).toHaveCount(0);
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    'Bridge 15.5 sUSD from EVM to Cadence',
  );
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  expect(await alice.susd()).toBe(25_550_000_000n);
  expect(await alice.erc20(SUSD_FIXTURE_EVM)).toBe(7n * E18);
  const flow2 = (await flowOf(alice.address, alice.coa)).balance;
  expectCharged(flow1 - flow2, COMPUTATION.bridge_tokens_from_evm, feeOut);

  await mainNav(page).getByRole('link', { name: 'Tokens' }).click();
  const susd = page.getByTestId('token-row').filter({ hasText: 'Sandbox USD' });
  await expect(susd.getByTestId('token-balance')).toHaveText('255.5 sUSD');
  await expect(susd.getByTestId('token-evm-balance')).toHaveText('7 sUSD on EVM');
  await mainNav(page).getByRole('link', { name: 'Activity' }).click();
  await expectSealedInActivity(page, [
    'Bridge 10 sUSD to EVM',
    'Bridge 15.5 sUSD from EVM to Cadence',
  ]);
});

// ---------------------------------------------------------------- 4. bridge NFTs

test('Alice bridges two SandboxKitties to EVM, onboarding them, and back', async ({
  page,
  world,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  expect(await alice.kitties()).toEqual(['1', '2', '3']);
  const flow0 = alice.flow;

  await page.goto('/');
  await signIn(page);
  await openAction(page, 'nfts');

  // To EVM: #1 and #3, onboarding the collection on the way.
  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await chooseOption(page, 'Collection', 'Sandbox Kitties');
  await page.getByTestId('bridge-nft-1').check();
  await page.getByTestId('bridge-nft-3').check();
  const feeIn = await estimatedBridgeFee(page);
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
  expect(await alice.kitties()).toEqual(['2']);
  const flow1 = (await flowOf(alice.address, alice.coa)).balance;
  expectCharged(flow0 - flow1, COMPUTATION.bridge_nfts_to_evm_onboarding, feeIn, 2);

  // Back from EVM: both.
  await page.getByRole('button', { name: 'Bridge more NFTs' }).click();
  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await chooseOption(page, 'Collection', 'Sandbox Kitties');
  await page.getByTestId('bridge-nft-1').check();
  await page.getByTestId('bridge-nft-3').check();
  const feeOut = await estimatedBridgeFee(page);
  await expect(page.getByTestId('bridge-onboarding-fee')).toHaveCount(0);
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    'Bridge 2 NFTs of Sandbox Kitties from EVM to Cadence',
  );
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  expect(await alice.kitties()).toEqual(['1', '2', '3']);
  const flow2 = (await flowOf(alice.address, alice.coa)).balance;
  expectCharged(flow1 - flow2, COMPUTATION.bridge_nfts_from_evm, feeOut, 2);
  await page.getByRole('link', { name: 'See it in Activity' }).click();
  await expectSealedInActivity(page, [
    'Bridge 2 NFTs of Sandbox Kitties to EVM',
    'Bridge 2 NFTs of Sandbox Kitties from EVM to Cadence',
  ]);
});

// ---------------------------------------------------------------- 5. bring an EVM token

test('Alice onboards Sandbox Gold by its EVM address and brings 100 sGLD to Cadence', async ({
  page,
  world,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  const sgld = getAddress(world.evm.tokens[SGLD_FIXTURE_EVM] ?? '');
  expect(await alice.erc20(SGLD_FIXTURE_EVM)).toBe(1500n * E18);
  const flow0 = alice.flow;

  await page.goto('/');
  await signIn(page);
  await openAction(page, 'bring');
  await page.getByLabel('ERC-20 contract address').fill(sgld);
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
    `Onboard sGLD (${sgld.slice(0, 6)}…${sgld.slice(-4)}) to the bridge`,
  );
  await expect(page.getByTestId('review-onboarding-fee')).toHaveText('1 FLOW');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  const flow1 = (await flowOf(alice.address, alice.coa)).balance;
  expectCharged(flow0 - flow1, COMPUTATION.onboard_evm_asset, E8);

  // Then 100 sGLD, the contract still filled in.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('ERC-20 contract address')).toHaveValue(sgld);
  await expect(page.getByTestId('onboarding-explainer')).toHaveCount(0);
  await page.getByTestId('evm-token-amount').fill('100');
  const fee = await estimatedBridgeFee(page);
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    'Bridge 100 sGLD from EVM to Cadence',
  );
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  expect(await alice.erc20(SGLD_FIXTURE_EVM)).toBe(1400n * E18);
  const flow2 = (await flowOf(alice.address, alice.coa)).balance;
  expectCharged(flow1 - flow2, COMPUTATION.bridge_tokens_from_evm, fee);

  await mainNav(page).getByRole('link', { name: 'Tokens' }).click();
  await expect(page).toHaveURL(/\/tokens$/);
  const row = page.getByTestId('token-row').filter({ hasText: 'sGLD' });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('token-balance')).toHaveText('100 sGLD');
  await expect(row.getByTestId('token-evm-balance')).toHaveText('1400 sGLD on EVM');
  // Identified by the bridge's association, not by its words.
  await expect(row.getByTestId('token-bridged-from')).toHaveText(`Bridged from Flow EVM: ${sgld}`);

  await mainNav(page).getByRole('link', { name: 'Activity' }).click();
  await expectSealedInActivity(page, [
    `Onboard sGLD (${sgld.slice(0, 6)}…${sgld.slice(-4)}) to the bridge`,
    'Bridge 100 sGLD from EVM to Cadence',
  ]);
});

// ---------------------------------------------------------------- 6. WFLOW

test('a WFLOW batch wraps 2 and unwraps 1, each call passing', async ({ page, world }) => {
  const alice = await holdingsOf(world, 'Alice');
  expect(await alice.wflow()).toBe(3n * E18);

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
  await expect(page.getByTestId('review-call-1')).toContainText(getAddress(world.evm.wflow));
  await expect(page.getByTestId('review-call-2')).toContainText('Unwrap 1 WFLOW');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  await expect(page.getByTestId('batch-result-1-outcome')).toHaveText('passed');
  await expect(page.getByTestId('batch-result-2-outcome')).toHaveText('passed');

  const after = await flowOf(alice.address, alice.coa);
  expect(after.coaAtto).toBe(24n * E18);
  expect(await alice.wflow()).toBe(4n * E18);
  expectCharged(alice.flow - after.balance, COMPUTATION.evm_batch_call, 0n, 2);
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('24 FLOW');
  await expect(page.getByTestId('evm-wflow-balance')).toHaveText('4 WFLOW');
  await expectAccessible(page);
  await expectInActivity(page, 'WFLOW: wrap 2 FLOW, then unwrap 1 WFLOW');
});

// ---------------------------------------------------------------- 7. failures

test('moving more FLOW than there is: a field error, no wallet, nothing sent', async ({
  page,
  world,
  faults,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'move');
  await faults.clearRequests();

  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await page.getByLabel('Amount (FLOW)').fill('5000');
  await reviewButton(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'More than you can move' })).toBeVisible();
  await expect(page.getByLabel('Amount (FLOW)')).toHaveValue('5000');
  await expect(page.getByLabel('Amount (FLOW)')).toHaveAttribute('aria-invalid', 'true');
  await expectNothingSent(page, faults);

  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await page.getByLabel('Amount (FLOW)').fill('25.00000001');
  await reviewButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'More than your EVM account can move to Cadence: at most 25 FLOW.',
  );
  await expect(page.getByLabel('Amount (FLOW)')).toHaveValue('25.00000001');
  await expectNothingSent(page, faults);

  expect(await flowOf(alice.address, alice.coa)).toEqual({
    balance: alice.flow,
    availableBalance: expect.any(BigInt),
    coaAtto: alice.coaAtto,
  });
});

test('a bridge fee the FLOW cannot cover: the fee error, nothing sent', async ({
  page,
  world,
  faults,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  // Her FLOW left elsewhere: 0.002 FLOW, less than the bridge's fee.
  await moveFlowAway(alice.address, 200_000n);
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'tokens');
  await faults.clearRequests();

  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await chooseOption(page, 'Token', 'sUSD');
  await page.getByLabel('Amount (sUSD)').fill('10');
  await estimatedBridgeFee(page);
  await expect(page.getByTestId('bridge-fee-error')).toHaveText(
    /^Your available FLOW \([\d.]+ FLOW\) does not cover the bridge fee \([\d.]+ FLOW\)\.$/,
  );
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveCount(0);
  await expect(page.getByLabel('Amount (sUSD)')).toHaveValue('10');
  await expectNothingSent(page, faults);
  expect(await alice.susd()).toBe(250n * E8);
});

test('a batch whose second call reverts fails whole: call 2 named, nothing applied', async ({
  page,
  world,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  expect(await alice.wflow()).toBe(3n * E18);

  await page.goto('/');
  await signIn(page);
  await openAction(page, 'wflow');
  await page.getByLabel('Step 1 amount (FLOW)').fill('1');
  await page.getByRole('button', { name: 'Add an unwrap step' }).click();
  await page.getByLabel('Step 2 amount (WFLOW)').fill('2');
  await reviewButton(page).click();
  await expect(page.getByTestId('review-call-2')).toContainText('Unwrap 2 WFLOW');
  // Between the review and the signature her 3 WFLOW leave (another wallet, say): after the
  // wrap she holds 1 WFLOW, and WFLOW itself refuses to unwrap 2.
  await moveErc20Away(alice.address, world.evm.wflow, ELSEWHERE, 3n * E18);
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Failed.', SEALED);
  await expect(page.getByTestId('batch-failure')).toContainText(
    'Call 2 of 2 (Unwrap 2 WFLOW) failed',
  );
  await expect(page.getByTestId('evm-error')).toContainText('Nothing was applied');

  // The wrap was undone with the rest: the COA's FLOW as it was, no WFLOW.
  const after = await flowOf(alice.address, alice.coa);
  expect(after.coaAtto).toBe(alice.coaAtto);
  expect(await alice.wflow()).toBe(0n);
  await expect(page.getByTestId('evm-flow-balance')).toHaveText('25 FLOW');
  await expect(page.getByTestId('evm-wflow-balance')).toHaveText('0 WFLOW');

  // The steps are still there to fix or send again.
  await page.getByRole('button', { name: 'New batch' }).click();
  await expect(page.getByLabel('Step 1 amount (FLOW)')).toHaveValue('1');
  await expect(page.getByLabel('Step 2 amount (WFLOW)')).toHaveValue('2');

  await mainNav(page).getByRole('link', { name: 'Activity' }).click();
  const entry = page
    .getByTestId('transaction')
    .filter({ hasText: 'WFLOW: wrap 1 FLOW, then unwrap 2 WFLOW' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId('phase')).toHaveText(/Failed$/);
  await expect(entry).toContainText('EVM call 2 of 2 failed');
});

test('enabling EVM with more funding than there is: a field error, nothing sent', async ({
  page,
  world,
  faults,
}) => {
  const bob = await holdingsOf(world, 'Bob');
  await page.goto('/');
  await signIn(page, 'Bob');
  await page.goto('/evm');
  await expect(page.getByTestId('evm-no-coa')).toBeVisible();
  await faults.clearRequests();

  const funding = page.getByLabel('Initial funding (FLOW, optional)');
  await funding.fill('100000');
  await reviewButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    /^More than you can move: at most [\d.]+ FLOW \(your available FLOW less [\d.]+ FLOW kept for the transaction fee\)\.$/,
  );
  await expect(page.getByTestId('review-summary')).toHaveCount(0);
  await expect(funding).toHaveValue('100000');
  await expect(funding).toHaveAttribute('aria-invalid', 'true');
  await expectNothingSent(page, faults);
  expect((await flowOf(bob.address, null)).balance).toBe(bob.flow);
});

test('bridging NFTs with a fee the FLOW cannot cover: the fee error, nothing sent', async ({
  page,
  world,
  faults,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  // 0.5 FLOW left: less than the collection's 1 FLOW onboarding fee.
  await moveFlowAway(alice.address, 50_000_000n);
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'nfts');
  await faults.clearRequests();

  await page.getByRole('radio', { name: 'From Cadence to EVM' }).check();
  await chooseOption(page, 'Collection', 'Sandbox Kitties');
  await page.getByTestId('bridge-nft-2').check();
  await expect(page.getByTestId('bridge-fee-error')).toHaveText(
    /^Your available FLOW \([\d.]+ FLOW\) does not cover the bridge fee \([\d.]+ FLOW\)\.$/,
  );
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveCount(0);
  await expect(page.getByTestId('bridge-nft-2')).toBeChecked();
  await expectNothingSent(page, faults);
  expect(await alice.kitties()).toEqual(['1', '2', '3']);
});

test('bringing more sUSD from EVM than the COA holds: a field error, nothing sent', async ({
  page,
  world,
  faults,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'tokens');
  await faults.clearRequests();

  await page.getByRole('radio', { name: 'From EVM to Cadence' }).check();
  await chooseOption(page, 'Token', 'sUSD');
  await page.getByLabel('Amount (sUSD)').fill('12.50000001');
  await reviewButton(page).click();
  await expect(page.getByRole('alert')).toHaveText(
    'More than your EVM account can bring to Cadence: at most 12.5 sUSD.',
  );
  await expect(page.getByLabel('Amount (sUSD)')).toHaveValue('12.50000001');
  await expect(page.getByLabel('Amount (sUSD)')).toHaveAttribute('aria-invalid', 'true');
  await expectNothingSent(page, faults);
  expect(await alice.susd()).toBe(250n * E8);
  expect(await alice.erc20(SUSD_FIXTURE_EVM)).toBe(12_500_000_000_000_000_000n);
});

test('an onboarding fee the FLOW cannot cover: the fee error by the offer, nothing sent', async ({
  page,
  world,
  faults,
}) => {
  const alice = await holdingsOf(world, 'Alice');
  const sgld = getAddress(world.evm.tokens[SGLD_FIXTURE_EVM] ?? '');
  // 0.5 FLOW left: less than the 1 FLOW onboarding fee.
  await moveFlowAway(alice.address, 50_000_000n);
  await page.goto('/');
  await signIn(page);
  await openAction(page, 'bring');
  await faults.clearRequests();

  await page.getByLabel('ERC-20 contract address').fill(sgld);
  const offer = page.getByTestId('onboarding-explainer');
  await expect(offer.getByTestId('onboarding-fee')).toContainText('Onboarding fee: 1 FLOW');
  await expect(offer.getByTestId('bridge-fee-error')).toHaveText(
    /^Your available FLOW \([\d.]+ FLOW\) does not cover the bridge fee \(1 FLOW\)\.$/,
  );
  await page.getByRole('button', { name: 'Review onboarding' }).click();
  await expect(page.getByTestId('review-summary')).toHaveCount(0);
  await expect(page.getByLabel('ERC-20 contract address')).toHaveValue(sgld);
  await expectNothingSent(page, faults);
  // Still not onboarded: the offer stands on a fresh page.
  await page.reload();
  await page.getByLabel('ERC-20 contract address').fill(sgld);
  await expect(page.getByTestId('onboarding-explainer')).toContainText(
    'The bridge has not carried this token before.',
  );
});
