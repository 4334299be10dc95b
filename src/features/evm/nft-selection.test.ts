import { describe, expect, it } from 'vitest';
import { COMPUTATION, computeLimit, MAX_COMPUTE_LIMIT } from '../../flow/cadence/compute-limits.ts';
import { chosenIds, NFT_BATCH_CAPS, toggleId } from './nft-selection.ts';

describe('chosenIds', () => {
  it('keeps valid, distinct ids for the id type, at most the cap', () => {
    expect(chosenIds(['7', '7', 'x', '-1', '18446744073709551616', '3'], 'UInt64', 9)).toEqual([
      7n,
      3n,
    ]);
    expect(chosenIds(['18446744073709551616'], 'UInt256', 9)).toEqual([
      18_446_744_073_709_551_616n,
    ]);
    const many = Array.from({ length: 12 }, (_, index) => String(index));
    expect(chosenIds(many, 'UInt64', 5)).toHaveLength(5);
  });
});

describe('toggleId', () => {
  it('adds and removes, and refuses one past the cap', () => {
    expect(toggleId(['1'], 2n, true, 9)).toEqual(['1', '2']);
    expect(toggleId(['1', '2'], 1n, false, 9)).toEqual(['2']);
    const full = Array.from({ length: 4 }, (_, index) => String(index));
    expect(toggleId(full, 99n, true, 4)).toEqual(full);
  });
});

describe('NFT_BATCH_CAPS', () => {
  it('is the most NFTs whose measured cost, with its margin, fits Flow’s compute limit, within the transactions’ bound of 9', () => {
    const costs = {
      send: COMPUTATION.transfer_nfts,
      'to-evm': COMPUTATION.bridge_nfts_to_evm_onboarding,
      'from-evm': COMPUTATION.bridge_nfts_from_evm,
    } as const;
    for (const [verb, cost] of Object.entries(costs)) {
      const cap = NFT_BATCH_CAPS[verb as keyof typeof costs];
      expect(cap, verb).toBeGreaterThanOrEqual(1);
      expect(cap, verb).toBeLessThanOrEqual(9);
      // The limit before Flow's maximum caps it: the batch's cost with its margin, plus the EVM
      // gas reserve that computeLimit adds on top of the margin (0 for sending).
      const reserve = computeLimit(cost, 1) - Math.ceil(cost.measured * cost.margin);
      const expected = (items: number) =>
        (cost.measured + cost.perItem * (items - 1)) * cost.margin + reserve;
      expect(expected(cap), verb).toBeLessThanOrEqual(MAX_COMPUTE_LIMIT);
      if (cap < 9) expect(expected(cap + 1), verb).toBeGreaterThan(MAX_COMPUTE_LIMIT);
      expect(computeLimit(cost, cap), verb).toBeLessThanOrEqual(MAX_COMPUTE_LIMIT);
    }
  });
});
