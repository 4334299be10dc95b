import type { StakeAmounts } from '../../flow/cadence/scripts/get_staking.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { unstakable } from './stake-availability.ts';
import type { AmountActionId } from './staking-plans.ts';

/** What the form of an action that moves an amount needs to know of it (its name and whether it needs the auction: stake-availability.ts). */
export interface AmountAction {
  readonly id: AmountActionId;
  /** The most it can move: from the stake's amounts, or the vault's spendable FLOW. */
  readonly max: (amounts: StakeAmounts, spendable: bigint) => bigint;
  /** What the most is, said when an amount passes it. */
  readonly tooMuch: (max: bigint) => string;
  /** The protocol's rule for it, in one sentence. */
  readonly rule: string;
  /** How it changes what the stake holds for the next epoch (for the delegator minimum). */
  readonly nextEpochChange: (amount: bigint) => bigint;
}

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
    max: (_amounts, spendable) => spendable,
    tooMuch: (max) =>
      `More than you can stake: at most ${at(max)} (your available FLOW less the transaction fee).`,
    rule: 'New tokens come from your FLOW vault. They are committed now and staked from the next epoch, when they start to earn rewards.',
    nextEpochChange: (amount) => amount,
  },
  {
    id: 'restake-rewards',
    max: (amounts) => amounts.rewarded,
    tooMuch: (max) => `More than the rewards: at most ${at(max)}.`,
    rule: 'Rewards move back into the stake: committed now, staked from the next epoch.',
    nextEpochChange: (amount) => amount,
  },
  {
    id: 'restake-unstaked',
    max: (amounts) => amounts.unstaked,
    tooMuch: (max) => `More than is unstaked: at most ${at(max)}.`,
    rule: 'Unstaked tokens move back into the stake: committed now, staked from the next epoch.',
    nextEpochChange: (amount) => amount,
  },
  {
    id: 'unstake',
    max: unstakable,
    tooMuch: (max) => `More than you can unstake: at most ${at(max)} (committed and staked).`,
    rule: 'Committed tokens come back at once, as unstaked. Staked ones keep earning until this epoch ends, then unstake for one more epoch, and can be withdrawn after that.',
    nextEpochChange: (amount) => -amount,
  },
  {
    id: 'withdraw-rewards',
    max: (amounts) => amounts.rewarded,
    tooMuch: (max) => `More than the rewards: at most ${at(max)}.`,
    rule: 'Rewards go to your FLOW vault now.',
    nextEpochChange: () => 0n,
  },
  {
    id: 'withdraw-unstaked',
    max: (amounts) => amounts.unstaked,
    tooMuch: (max) => `More than is unstaked: at most ${at(max)}.`,
    rule: 'Unstaked tokens go to your FLOW vault now.',
    nextEpochChange: () => 0n,
  },
];

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
