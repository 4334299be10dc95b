/**
 * Staking on the real emulator (issue 35). The seeded world has a staked verification node,
 * operated by the service account, and Frank's 100 FLOW delegation, rewarded once: his Staking
 * tab shows each amount as FlowIDTableStaking records it, and so does his address signed out;
 * Bob, who stakes nothing, is told the delegator minimum. Alice then lives a delegator's whole
 * life from the app (set up, delegate, restake, withdraw, unstake, close) while the test moves
 * the epochs on with the service account's staking admin, every FLOW amount exact.
 */
import type { Page } from '@playwright/test';
import type { JsonCadence } from '../emulator/src/json-cadence.ts';
import { SERVICE_ACCOUNT } from '../emulator/src/local-signer.ts';
import { SEEDED_STAKING_EPOCH } from '../emulator/src/seed-staking.ts';
import {
  END_EPOCH_CADENCE,
  endEpochArguments,
  PAY_REWARDS_CADENCE,
  payRewardsArguments,
} from '../emulator/src/staking-epochs.ts';
import { formatFlow } from '../src/flow/flow-amounts.ts';
import { parseUFix64 } from '../src/flow/ufix64.ts';
import { STAKING_NODE } from '../worlds/staking-node.ts';
import { delegationOf, flowBalanceOf, sendAs } from './chain.ts';
import { expect, expectAccessible, test } from './emulator-fixtures.ts';
import { signAndApprove, signIn } from './wallet.ts';

async function sent(authorizer: string, cadence: string, args: readonly JsonCadence[]) {
  const status = await sendAs(
    authorizer,
    cadence,
    args.map(({ type, value }) => ({ type, value })),
  );
  expect(status.errorMessage).toBe('');
}

/** The epoch `counter` starts: committed tokens are staked, unstaking ones unstaked. */
const endEpoch = (counter: number) =>
  sent(SERVICE_ACCOUNT.address, END_EPOCH_CADENCE, endEpochArguments([STAKING_NODE.id], counter));

/** The epoch ends (committed tokens are staked), and `payout` FLOW of rewards are paid. */
async function nextEpochWithRewards(counter: number, payout: string) {
  await endEpoch(counter);
  await sent(
    SERVICE_ACCOUNT.address,
    PAY_REWARDS_CADENCE,
    payRewardsArguments(parseUFix64(payout), counter),
  );
}

const amount = (page: Page, state: string) =>
  page.getByTestId('delegation').getByTestId(`delegation-amounts-${state}`);

test('Frank’s seeded delegation, staked and rewarded, shows to the last digit, signed in and out; Bob stakes nothing', async ({
  page,
  world,
}) => {
  const frank = world.account('Frank').address;
  const record = await delegationOf(STAKING_NODE.id, 1);
  expect(record.staked).toBe(parseUFix64('100.0'));
  expect(record.rewarded).toBeGreaterThan(0n);

  await page.goto('/');
  await signIn(page, 'Frank');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click();
  // The overview counts it in the account's FLOW: 200 in the vault and the staked FLOW.
  const inStaking = record.staked + record.rewarded;
  await expect(page.getByTestId('flow-staked')).toHaveText(`${formatFlow(inStaking)} FLOW`);
  await expect(page.getByTestId('flow-staked-rewarded')).toContainText(
    `${formatFlow(record.rewarded)} FLOW`,
  );
  await expect(page.getByTestId('flow-total')).toHaveText(
    `${formatFlow(parseUFix64('200.0') + inStaking)} FLOW`,
  );
  await page.getByRole('navigation', { name: 'Your account' }).getByText('Staking').click();
  await expect(page).toHaveURL(/\/account\/staking$/);
  const expectDelegation = async () => {
    await expect(page.getByTestId('delegation')).toHaveCount(1);
    await expect(page.getByTestId('delegation')).toContainText('Delegated to a verification node');
    await expect(amount(page, 'committed')).toContainText(`${formatFlow(record.committed)} FLOW`);
    await expect(amount(page, 'staked')).toContainText(`${formatFlow(record.staked)} FLOW`);
    await expect(amount(page, 'rewarded')).toContainText(`${formatFlow(record.rewarded)} FLOW`);
    await expect(page.getByTestId('staking-summary')).toContainText(
      `${formatFlow(record.staked + record.rewarded)} FLOW in staking, in one stake.`,
    );
  };
  await expectDelegation();
  await expect(page.getByTestId('staking-epoch')).toContainText('Epoch 0, staking auction');
  await expect(page.getByTestId('staking-epoch')).toContainText(
    'On the local network epochs do not advance by themselves',
  );
  await expectAccessible(page);

  // His collection holds one delegation per node: a second one to the same node is refused
  // next to the field, and nothing is sent.
  await page.getByRole('link', { name: 'Delegate to a node' }).click();
  await page
    .getByTestId('staking-node')
    .filter({ hasText: 'Flowdeck’s emulator node' })
    .getByRole('radio')
    .check();
  await page.getByTestId('staking-amount').fill('60');
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByText('You already delegate to this node')).toBeVisible();
  await expect(page.getByTestId('review-summary')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your stakes' }).click();

  // Anyone's staking is public: the same, read-only, for his address signed out.
  await page.getByRole('button', { name: /^Your account/ }).click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.goto(`/address/${frank}/staking`);
  await expectDelegation();

  await page.goto(`/address/${world.account('Bob').address}/staking`);
  await expect(page.getByTestId('staking-summary')).toContainText('This account stakes nothing.');
  await expect(page.getByTestId('staking-summary')).toContainText('at least 50 FLOW');
});

const status = (page: Page) => page.getByTestId('staking-status');
const reviewButton = (page: Page) => page.getByRole('button', { name: 'Review', exact: true });
const SEALED = { timeout: 30_000 };

/**
 * Opens one of the delegation's actions and enters `amount` ("max": its Max button), then asks
 * for the review (a typed amount) or leaves it to the caller (Max, to check the value first).
 */
async function stakeAction(page: Page, action: string, amount: string) {
  await page.getByTestId('delegation').getByRole('link', { name: action, exact: true }).click();
  if (amount === 'max') {
    await page.getByRole('button', { name: 'Max' }).click();
    return;
  }
  await page.getByTestId('staking-amount').fill(amount);
  await reviewButton(page).click();
}

/** Signs the review, waits for the seal, and goes back to the stakes; the fee the chain took. */
async function signedAndSealed(page: Page): Promise<bigint> {
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  const fee = await feeShown(page);
  // Done leads back to the stakes.
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/account\/staking$/);
  return fee;
}

/** The fee the submitted card says the chain took, in UFix64 units. */
async function feeShown(page: Page): Promise<bigint> {
  await expect(page.getByTestId('fee-paid')).toHaveText(/^Fee paid: [\d.]+ FLOW$/);
  const text = (await page.getByTestId('fee-paid').textContent()) ?? '';
  return parseUFix64(/([\d.]+) FLOW$/.exec(text)?.[1] ?? 'unread');
}

test('Alice sets up staking, delegates 100 FLOW, restakes and withdraws her rewards, unstakes, withdraws and closes, all from the app and exact', async ({
  page,
  world,
}) => {
  const alice = world.account('Alice').address;
  // After Frank's, Alice's delegation is the node's second.
  const delegation = () => delegationOf(STAKING_NODE.id, 2);

  await page.goto('/');
  await signIn(page, 'Alice');
  await page.goto('/account/staking');
  await page.getByRole('link', { name: 'Delegate to a node' }).click();
  await expect(page).toHaveURL(/\/account\/staking\?action=delegate$/);

  // First use: the staking collection, a transaction of its own.
  await expect(page.getByTestId('staking-setup')).toBeVisible();
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText('Set up staking');
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  await page.getByRole('button', { name: 'Done' }).click();

  // The node list names the node from Flowdeck's verified list; below the minimum is refused.
  const node = page.getByTestId('staking-node').filter({ hasText: 'Flowdeck’s emulator node' });
  await expect(node).toContainText('verification.flowdeck.local:3569');
  await node.getByRole('radio').check();
  await page.getByTestId('staking-amount').fill('10');
  await reviewButton(page).click();
  await expect(page.getByText(/at least 50 FLOW, the network’s delegator minimum/)).toBeVisible();
  await expect(page.getByTestId('review-summary')).toHaveCount(0);

  const before = await flowBalanceOf(alice);
  await page.getByTestId('staking-amount').fill('100');
  await expect(page.getByTestId('staking-node-estimate')).toContainText('FLOW an epoch');
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toHaveText(
    `Delegate 100 FLOW to node ${STAKING_NODE.id.slice(0, 8)}…${STAKING_NODE.id.slice(-8)}`,
  );
  await expectAccessible(page);
  await signAndApprove(page);
  await expect(status(page)).toHaveText('Sealed: done.', SEALED);
  const delegateFee = await feeShown(page);
  expect(await flowBalanceOf(alice)).toBe(before - parseUFix64('100.0') - delegateFee);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/account\/staking$/);

  const committed = await delegation();
  expect(committed.committed).toBe(parseUFix64('100.0'));
  await expect(amount(page, 'committed')).toContainText('100 FLOW');
  await expect(amount(page, 'staked')).toContainText('0 FLOW');

  // The test moves the epoch on and pays rewards; the app shows them as the chain has them.
  await nextEpochWithRewards(SEEDED_STAKING_EPOCH + 1, '1000.0');
  await page.reload();
  const earned = await delegation();
  expect(earned.staked).toBe(parseUFix64('100.0'));
  expect(earned.rewarded).toBeGreaterThan(0n);
  await expect(amount(page, 'staked')).toContainText('100 FLOW');
  await expect(amount(page, 'rewarded')).toContainText(`${formatFlow(earned.rewarded)} FLOW`);

  // Half the rewards back into the stake, the rest to the vault, exact.
  const restaked = earned.rewarded / 2n;
  await stakeAction(page, 'Restake rewards', formatFlow(restaked));
  await expect(page.getByTestId('review-summary')).toContainText(
    `Restake ${formatFlow(restaked)} FLOW of rewards`,
  );
  await signedAndSealed(page);
  expect(await delegation()).toMatchObject({
    committed: restaked,
    rewarded: earned.rewarded - restaked,
  });

  const beforeWithdraw = await flowBalanceOf(alice);
  await stakeAction(page, 'Withdraw rewards', 'max');
  await expect(page.getByTestId('staking-amount')).toHaveValue(
    formatFlow(earned.rewarded - restaked),
  );
  await page.getByTestId('staking-amount').press('Enter');
  await expect(page.getByTestId('review-summary')).toContainText('FLOW of rewards from');
  const withdrawFee = await signedAndSealed(page);
  expect(await flowBalanceOf(alice)).toBe(
    beforeWithdraw + earned.rewarded - restaked - withdrawFee,
  );
  await expect(amount(page, 'rewarded')).toContainText('0 FLOW');

  // Unstake all of it: the committed rewards come back at once, the staked 100 after two epochs.
  await stakeAction(page, 'Unstake', 'max');
  await expect(page.getByTestId('staking-amount')).toHaveValue(
    formatFlow(parseUFix64('100.0') + restaked),
  );
  await page.getByTestId('staking-amount').press('Enter');
  await signedAndSealed(page);
  expect(await delegation()).toMatchObject({
    committed: 0n,
    unstaked: restaked,
    requestedToUnstake: parseUFix64('100.0'),
  });
  await expect(amount(page, 'requestedToUnstake')).toContainText('100 FLOW');
  await endEpoch(SEEDED_STAKING_EPOCH + 2);
  await endEpoch(SEEDED_STAKING_EPOCH + 3);
  await page.reload();
  const unstaked = parseUFix64('100.0') + restaked;
  expect((await delegation()).unstaked).toBe(unstaked);
  await expect(amount(page, 'unstaked')).toContainText(`${formatFlow(unstaked)} FLOW`);

  const beforeUnstaked = await flowBalanceOf(alice);
  await stakeAction(page, 'Withdraw unstaked', 'max');
  await page.getByTestId('staking-amount').press('Enter');
  const unstakedFee = await signedAndSealed(page);
  expect(await flowBalanceOf(alice)).toBe(beforeUnstaked + unstaked - unstakedFee);

  // Empty now: closing removes the delegation.
  await page.getByTestId('delegation').getByRole('link', { name: 'Close' }).click();
  await reviewButton(page).click();
  await expect(page.getByTestId('review-summary')).toContainText('Close the delegation to');
  await signedAndSealed(page);
  await expect(page.getByTestId('delegation')).toHaveCount(0);
  await expect(page.getByTestId('staking-summary')).toContainText('This account stakes nothing.');
});
