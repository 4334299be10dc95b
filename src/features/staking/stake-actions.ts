import type { StakeAmounts } from '../../flow/cadence/scripts/get_staking.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import type { AmountActionId, StakeActionId } from './staking-plans.ts';

/** What the form of an action that moves an amount needs to know of it. */
export interface AmountAction {
  readonly id: AmountActionId;
  readonly label: string;
  /** Changes what is staked, which FlowIDTableStaking allows only during the staking auction. */
  readonly needsAuction: boolean;
  /** The most it can move: from the stake's amounts, or the vault's spendable FLOW. */
  readonly max: (amounts: StakeAmounts, spendable: bigint) => bigint;
  /** What the most is, said when an amount passes it. */
  readonly tooMuch: (max: bigint) => string;
  /** The protocol's rule for it, in one sentence. */
  readonly rule: string;
  /** How it changes what the stake holds for the next epoch (for the delegator minimum). */
  readonly nextEpochChange: (amount: bigint) => bigint;
}

/** Tokens a stake can still ask to unstake: committed and staked, less what is already asked. */
export const unstakable = (amounts: StakeAmounts): bigint =>
  amounts.committed + amounts.staked - amounts.requestedToUnstake;

/**
 * What the stake holds for the next epoch once `change` is applied: FlowIDTableStaking unstakes
 * a whole delegation that holds less than the delegator minimum when the epoch ends.
 */
const nextEpochStake = (amounts: StakeAmounts, change: bigint): bigint =>
  unstakable(amounts) + change;

const at = (max: bigint) => `${formatFlow(max)} FLOW`;

export const AMOUNT_ACTIONS: readonly AmountAction[] = [
  {
    id: 'stake-new',
    label: 'Stake more',
    needsAuction: true,
    max: (_amounts, spendable) => spendable,
    tooMuch: (max) =>
      `More than you can stake: at most ${at(max)} (your available FLOW less the transaction fee).`,
    rule: 'New tokens come from your FLOW vault. They are committed now and staked from the next epoch, when they start to earn rewards.',
    nextEpochChange: (amount) => amount,
  },
  {
    id: 'restake-rewards',
    label: 'Restake rewards',
    needsAuction: true,
    max: (amounts) => amounts.rewarded,
    tooMuch: (max) => `More than the rewards: at most ${at(max)}.`,
    rule: 'Rewards move back into the stake: committed now, staked from the next epoch.',
    nextEpochChange: (amount) => amount,
  },
  {
    id: 'restake-unstaked',
    label: 'Restake unstaked',
    needsAuction: true,
    max: (amounts) => amounts.unstaked,
    tooMuch: (max) => `More than is unstaked: at most ${at(max)}.`,
    rule: 'Unstaked tokens move back into the stake: committed now, staked from the next epoch.',
    nextEpochChange: (amount) => amount,
  },
  {
    id: 'unstake',
    label: 'Unstake',
    needsAuction: true,
    max: unstakable,
    tooMuch: (max) => `More than you can unstake: at most ${at(max)} (committed and staked).`,
    rule: 'Committed tokens come back at once, as unstaked. Staked ones keep earning until this epoch ends, then unstake for one more epoch, and can be withdrawn after that.',
    nextEpochChange: (amount) => -amount,
  },
  {
    id: 'withdraw-rewards',
    label: 'Withdraw rewards',
    needsAuction: false,
    max: (amounts) => amounts.rewarded,
    tooMuch: (max) => `More than the rewards: at most ${at(max)}.`,
    rule: 'Rewards go to your FLOW vault now.',
    nextEpochChange: () => 0n,
  },
  {
    id: 'withdraw-unstaked',
    label: 'Withdraw unstaked',
    needsAuction: false,
    max: (amounts) => amounts.unstaked,
    tooMuch: (max) => `More than is unstaked: at most ${at(max)}.`,
    rule: 'Unstaked tokens go to your FLOW vault now.',
    nextEpochChange: () => 0n,
  },
];

/** Whether a delegation can be closed: FlowStakingCollection refuses while any is staked, committed or unstaking. */
export const canClose = (amounts: StakeAmounts): boolean =>
  amounts.committed === 0n && amounts.staked === 0n && amounts.unstaking === 0n;

/**
 * What a delegation holds for the next epoch after `change`, when that is below the minimum:
 * FlowIDTableStaking then unstakes all of it when the epoch ends. Null when the rule does not
 * bite (it holds nothing for the next epoch, or at least the minimum).
 */
export function belowMinimum(
  amounts: StakeAmounts,
  change: bigint,
  minimum: bigint,
): bigint | null {
  const next = nextEpochStake(amounts, change);
  return next > 0n && next < minimum ? next : null;
}

/** Every action a stake offers, in the order of a stake's life. */
export const STAKE_ACTION_IDS: readonly StakeActionId[] = [
  ...AMOUNT_ACTIONS.map((action) => action.id),
  'close',
];

/**
 * The actions a stake offers now: those that change what is staked only while the staking
 * auction is open, and only those with something to move (stake more needs nothing staked yet).
 */
export function availableActions(
  amounts: StakeAmounts,
  {
    stakingEnabled,
    isDelegation,
  }: { readonly stakingEnabled: boolean; readonly isDelegation: boolean },
): readonly { readonly id: StakeActionId; readonly label: string }[] {
  const amountActions = AMOUNT_ACTIONS.filter(
    (action) =>
      (stakingEnabled || !action.needsAuction) &&
      (action.id === 'stake-new' || action.max(amounts, 0n) > 0n),
  );
  return [
    ...amountActions,
    ...(isDelegation && canClose(amounts) ? [{ id: 'close' as const, label: 'Close' }] : []),
  ];
}

export const isStakeActionId = (value: string | null): value is StakeActionId =>
  STAKE_ACTION_IDS.some((id) => id === value);
