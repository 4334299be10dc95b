import type { StakeAmounts } from './cadence/scripts/get_staking.ts';

// Asked-to-unstake tokens are part of the staked ones, not more of them.
const COUNTED = ['committed', 'staked', 'unstaking', 'unstaked', 'rewarded'] as const;

/**
 * Every FLOW a stake (or a sum of stakes) holds, in UFix64 units. A module of its own: the
 * overview's decoder uses it without the Staking screen's script.
 */
export const stakeTotal = (amounts: Pick<StakeAmounts, (typeof COUNTED)[number]>): bigint =>
  COUNTED.reduce((sum, key) => sum + amounts[key], 0n);
