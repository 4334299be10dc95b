import { describe, expect, it } from 'vitest';
import { parseUFix64 } from '../../flow/ufix64.ts';
import { epochReward, yearlyRateBasisPoints, yearlyReward } from './reward-estimate.ts';

const FLOW = parseUFix64;
const WEEK = 604_800n;

describe('the reward estimate', () => {
  // Mainnet-like figures: 1.4 M FLOW paid a week over 1.2 B staked, an 8 % cut.
  const facts = {
    epochPayout: FLOW('1400000.0'),
    delegatorCut: FLOW('0.08'),
    totalStaked: FLOW('1200000000.0'),
    epochSeconds: WEEK,
  };

  it('shares the payout by stake, less the node’s cut, exactly on bigint', () => {
    // 1000 × 1.4 M / (1.2 B + 1000) × 0.92, to the last unit (rounded down).
    expect(epochReward(facts, FLOW('1000.0'))).toBe(
      (FLOW('1000.0') * FLOW('1400000.0') * 92_000_000n) /
        ((FLOW('1200000000.0') + FLOW('1000.0')) * 100_000_000n),
    );
    expect(epochReward(facts, FLOW('1000.0'))).toBeGreaterThan(FLOW('1.07'));
    expect(epochReward(facts, FLOW('1000.0'))).toBeLessThan(FLOW('1.08'));
  });

  it('counts a year in epochs of the chain’s length: about 5.6 % here', () => {
    const yearly = yearlyReward(facts, FLOW('1000.0'));
    expect(yearly).not.toBeNull();
    expect(yearlyRateBasisPoints(yearly ?? 0n, FLOW('1000.0'))).toBe(560n);
  });

  it('has nothing to share without a payout or a stake, and no year without an epoch length', () => {
    expect(epochReward({ ...facts, epochPayout: 0n }, FLOW('100.0'))).toBe(0n);
    expect(epochReward({ ...facts, totalStaked: 0n }, 0n)).toBe(0n);
    expect(yearlyReward({ ...facts, epochSeconds: 0n }, FLOW('100.0'))).toBeNull();
    expect(yearlyRateBasisPoints(0n, 0n)).toBe(0n);
  });
});
