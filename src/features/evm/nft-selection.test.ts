import { describe, expect, it } from 'vitest';
import { chosenIds, MAX_NFTS_PER_TRANSACTION, toggleId } from './nft-selection.ts';

describe('chosenIds', () => {
  it('keeps valid, distinct ids for the id type, at most 9', () => {
    expect(chosenIds(['7', '7', 'x', '-1', '18446744073709551616', '3'], 'UInt64')).toEqual([
      7n,
      3n,
    ]);
    expect(chosenIds(['18446744073709551616'], 'UInt256')).toEqual([18_446_744_073_709_551_616n]);
    const many = Array.from({ length: 12 }, (_, index) => String(index));
    expect(chosenIds(many, 'UInt64')).toHaveLength(MAX_NFTS_PER_TRANSACTION);
  });
});

describe('toggleId', () => {
  it('adds and removes, and refuses a tenth', () => {
    expect(toggleId(['1'], 2n, true)).toEqual(['1', '2']);
    expect(toggleId(['1', '2'], 1n, false)).toEqual(['2']);
    const nine = Array.from({ length: 9 }, (_, index) => String(index));
    expect(toggleId(nine, 99n, true)).toEqual(nine);
  });
});
