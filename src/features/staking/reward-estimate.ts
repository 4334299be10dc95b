import type { RewardFacts } from '../../flow/cadence/scripts/get_staking_nodes.ts';

const ONE = 100_000_000n;
// 365.25 days.
const SECONDS_PER_YEAR = 31_557_600n;

/**
 * FLOW (UFix64 units) a delegation of `amount` would earn in one epoch at the chain's current
 * payout: FlowIDTableStaking pays every staked token alike (payout ÷ total staked) and the node
 * keeps its cut of a delegator's share. The delegation adds to the total it shares with.
 */
export function epochReward(facts: RewardFacts, amount: bigint): bigint {
  const total = facts.totalStaked + amount;
  if (total === 0n) return 0n;
  return (amount * facts.epochPayout * (ONE - facts.delegatorCut)) / (total * ONE);
}

/**
 * The same over a year of epochs of the length the chain means them to last; null where an
 * epoch has no length to count by.
 */
export function yearlyReward(facts: RewardFacts, amount: bigint): bigint | null {
  if (facts.epochSeconds === 0n) return null;
  return (epochReward(facts, amount) * SECONDS_PER_YEAR) / facts.epochSeconds;
}

/** `yearly` as a share of `amount`, in hundredths of a percent (`712n` is 7.12 %). */
export const yearlyRateBasisPoints = (yearly: bigint, amount: bigint): bigint =>
  amount === 0n ? 0n : (yearly * 10_000n) / amount;
