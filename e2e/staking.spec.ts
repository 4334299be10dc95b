/**
 * Staking on the real emulator (issue 35, read-only so far): behind the app's back, the service
 * account registers a verification node and Alice delegates 100 FLOW with Flow's own SCO
 * templates; the service account's staking admin ends the epoch and pays rewards. Her Staking
 * tab shows each amount as FlowIDTableStaking records it, and so does her address signed out;
 * Bob, who stakes nothing, is told the delegator minimum.
 */
import type { Page } from '@playwright/test';
import { cadence, type JsonCadence } from '../emulator/src/json-cadence.ts';
import { SERVICE_ACCOUNT } from '../emulator/src/local-signer.ts';
import {
  END_EPOCH_CADENCE,
  endEpochArguments,
  PAY_REWARDS_CADENCE,
  payRewardsArguments,
} from '../emulator/src/staking-epochs.ts';
import { emulatorTemplates, registerNodeArguments } from '../emulator/src/staking-templates.ts';
import { formatFlow } from '../src/flow/flow-amounts.ts';
import { parseUFix64 } from '../src/flow/ufix64.ts';
import { STAKING_NODE } from '../worlds/staking-node.ts';
import { delegationOf, sendAs } from './chain.ts';
import { expect, expectAccessible, test } from './emulator-fixtures.ts';
import { signIn } from './wallet.ts';

const template = emulatorTemplates('mainnet');

async function sent(authorizer: string, cadence: string, args: readonly JsonCadence[]) {
  const status = await sendAs(
    authorizer,
    cadence,
    args.map(({ type, value }) => ({ type, value })),
  );
  expect(status.errorMessage).toBe('');
}

/** The node registered from the service account, Alice's 100 FLOW staked, 1,000 FLOW paid. */
async function aliceDelegatesAndEarns(alice: string) {
  const service = SERVICE_ACCOUNT.address;
  await sent(service, template('SCO.01'), []);
  await sent(
    service,
    template('SCO.17'),
    registerNodeArguments(STAKING_NODE, parseUFix64('135000.0')),
  );
  await sent(alice, template('SCO.01'), []);
  await sent(alice, template('SCO.02'), [
    cadence.string(STAKING_NODE.id),
    cadence.ufix64(parseUFix64('100.0')),
  ]);
  await sent(service, END_EPOCH_CADENCE, endEpochArguments([STAKING_NODE.id], 1));
  await sent(service, PAY_REWARDS_CADENCE, payRewardsArguments(parseUFix64('1000.0'), 1));
}

const amount = (page: Page, state: string) =>
  page.getByTestId('delegation').getByTestId(`delegation-amounts-${state}`);

test('Alice’s delegation, staked and rewarded, shows to the last digit, signed in and out; Bob stakes nothing', async ({
  page,
  world,
}) => {
  const alice = world.account('Alice').address;
  await aliceDelegatesAndEarns(alice);
  const record = await delegationOf(STAKING_NODE.id, 1);
  expect(record.staked).toBe(parseUFix64('100.0'));
  expect(record.rewarded).toBeGreaterThan(0n);

  await page.goto('/');
  await signIn(page, 'Alice');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Account' })
    .click();
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

  // Anyone's staking is public: the same, read-only, for her address signed out.
  await page.getByRole('button', { name: /^Your account/ }).click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.goto(`/address/${alice}/staking`);
  await expectDelegation();

  await page.goto(`/address/${world.account('Bob').address}/staking`);
  await expect(page.getByTestId('staking-summary')).toContainText('This account stakes nothing.');
  await expect(page.getByTestId('staking-summary')).toContainText('at least 50 FLOW');
});
