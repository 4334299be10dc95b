import { describe, expect, it } from 'vitest';
import { CadenceShapeError } from '../../flow/cadence/read-cadence.ts';
import { decodeAccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { percentOf } from './percent-of.ts';

const RESULT = {
  address: '0x01cf0e2f2f715450',
  balance: '1000.00000000',
  availableBalance: '999.99000000',
  storageUsed: '24000',
  storageCapacity: '100000000',
  coaAddress: '000000000000000000000002c0ffee00c0ffee00',
  coaBalance: '25000000000000000001',
  tokenCount: '2',
  valuedBalances: { 'A.f1ab99c82dee3526.USDCFlow.Vault': '12.50000001' },
  nftCollectionCount: '2',
  nftCounts: { '/storage/kittiesCollection': '3', '/storage/otherCollection': '2' },
};

describe('decodeAccountSummary', () => {
  it('decodes exactly, with the storage reserve and a checksummed COA address', () => {
    expect(decodeAccountSummary(RESULT)).toEqual({
      address: '0x01cf0e2f2f715450',
      balance: 100_000_000_000n,
      availableBalance: 99_999_000_000n,
      storageReserve: 1_000_000n,
      storageUsed: 24_000n,
      storageCapacity: 100_000_000n,
      coa: {
        address: '0x000000000000000000000002C0FfEe00C0FfEe00',
        balanceAtto: 25_000_000_000_000_000_001n,
      },
      tokenCount: 2,
      valuedBalances: new Map([['A.f1ab99c82dee3526.USDCFlow.Vault', 1_250_000_001n]]),
      nftCollectionCount: 2,
      nftCount: 5,
      nftCounts: [
        { path: '/storage/kittiesCollection', count: 3 },
        { path: '/storage/otherCollection', count: 2 },
      ],
      uncountedCollections: [],
      staked: null,
    });
  });

  it('sums the staked FLOW by state, exactly, and has none without a staking collection', () => {
    const staked = decodeAccountSummary({
      ...RESULT,
      staked: {
        committed: '10.00000001',
        staked: '100.00000000',
        unstaking: '0.00000000',
        unstaked: '5.00000000',
        rewarded: '0.74019245',
      },
    }).staked;
    expect(staked).toEqual({
      committed: 1_000_000_001n,
      staked: 10_000_000_000n,
      unstaking: 0n,
      unstaked: 500_000_000n,
      rewarded: 74_019_245n,
      total: 11_574_019_246n,
    });
    expect(decodeAccountSummary({ ...RESULT, staked: null }).staked).toBeNull();
    expect(() =>
      decodeAccountSummary({ ...RESULT, staked: { committed: '1.0', staked: 2 } }),
    ).toThrow(CadenceShapeError);
  });

  it('has no COA when the script says nil', () => {
    expect(decodeAccountSummary({ ...RESULT, coaAddress: null, coaBalance: null }).coa).toBeNull();
  });

  it('refuses an unexpected shape, naming the field', () => {
    expect(() => decodeAccountSummary({ ...RESULT, balance: 1000 })).toThrow(CadenceShapeError);
    expect(() => decodeAccountSummary({ ...RESULT, tokenCount: undefined })).toThrow(/tokenCount/);
    expect(() =>
      decodeAccountSummary({ ...RESULT, nftCounts: { '/storage/kittiesCollection': '-1' } }),
    ).toThrow(/nftCounts\[\/storage\/kittiesCollection\]/);
    expect(() =>
      decodeAccountSummary({ ...RESULT, valuedBalances: { 'A.1.X.Vault': '1' } }),
    ).toThrow(/valuedBalances\[A.1.X.Vault\]/);
  });
});

describe('percentOf', () => {
  it('computes shares without floats on the amounts', () => {
    expect(percentOf(1n, 3n)).toBe(33.3);
    expect(percentOf(5n, 0n)).toBe(0);
  });
});
