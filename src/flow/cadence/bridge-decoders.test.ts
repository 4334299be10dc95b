import { describe, expect, it } from 'vitest';
import { readEvmAddressHex, readUInt8 } from './bridge-read.ts';
import { CadenceShapeError } from './read-cadence.ts';
import { bridgeFeeEstimate, decodeBridgeQuote } from './scripts/get_bridge_quote.ts';
import { decodeEvmAssetInfo } from './scripts/get_evm_asset_info.ts';
import { decodeEvmNfts } from './scripts/get_evm_nfts.ts';

const SGLD_HEX = '9e3a1b2c4d5e6f708192a3b4c5d6e7f8091a2b3c';
const SGLD = '0x9e3A1b2c4D5e6F708192a3b4c5D6e7F8091A2b3c';

describe('readEvmAddressHex', () => {
  it('checksums EVMAddress.toString() (40 hex digits, no 0x)', () => {
    expect(readEvmAddressHex(SGLD_HEX)).toBe(SGLD);
    expect(readEvmAddressHex(SGLD_HEX.toUpperCase())).toBe(SGLD);
  });

  it('refuses anything else, naming the path', () => {
    for (const value of [`0x${SGLD_HEX}`, SGLD_HEX.slice(1), `${SGLD_HEX}0`, 'zz'.repeat(20)]) {
      expect(() => readEvmAddressHex(value, 'evmAddress')).toThrow(
        new CadenceShapeError('evmAddress', 'an EVM address (40 hex digits, no 0x)'),
      );
    }
    expect(() => readEvmAddressHex(7, 'evmAddress')).toThrow(
      new CadenceShapeError('evmAddress', 'a String'),
    );
  });

  it('reads a UInt8', () => {
    expect(readUInt8('18')).toBe(18);
    expect(() => readUInt8('256', 'decimals')).toThrow(/decimals/);
    expect(() => readUInt8(18)).toThrow(CadenceShapeError);
  });
});

describe('decodeBridgeQuote', () => {
  const raw = {
    paused: false,
    requiresOnboarding: true,
    evmAddress: null,
    feePerAsset: '0.00500000',
    onboardFee: '1.00000000',
  };

  it('decodes fees as UFix64 units and the ERC address as EIP-55', () => {
    expect(decodeBridgeQuote(raw)).toEqual({
      paused: false,
      requiresOnboarding: true,
      evmAddress: null,
      feePerAsset: 500_000n,
      onboardFee: 100_000_000n,
    });
    expect(
      decodeBridgeQuote({ ...raw, requiresOnboarding: null, evmAddress: SGLD_HEX }),
    ).toMatchObject({ requiresOnboarding: null, evmAddress: SGLD });
  });

  it('is strict about every field', () => {
    expect(() => decodeBridgeQuote({ ...raw, paused: 'false' })).toThrow(/paused/);
    expect(() => decodeBridgeQuote({ ...raw, feePerAsset: 0.005 })).toThrow(/feePerAsset/);
    expect(() => decodeBridgeQuote({ ...raw, onboardFee: undefined })).toThrow(/onboardFee/);
    expect(() => decodeBridgeQuote({ ...raw, requiresOnboarding: 'yes' })).toThrow(
      /requiresOnboarding/,
    );
    expect(() => decodeBridgeQuote({ ...raw, evmAddress: `0x${SGLD_HEX}` })).toThrow(/evmAddress/);
    expect(() => decodeBridgeQuote([raw])).toThrow(CadenceShapeError);
  });

  it('computes the fee rule the transactions assert', () => {
    const quote = { feePerAsset: 500_000n, onboardFee: 100_000_000n };
    expect(bridgeFeeEstimate(quote, 1, false)).toBe(500_000n);
    expect(bridgeFeeEstimate(quote, 9, true)).toBe(104_500_000n);
    expect(() => bridgeFeeEstimate(quote, 0, false)).toThrow(RangeError);
    expect(() => bridgeFeeEstimate(quote, 1.5, false)).toThrow(RangeError);
  });
});

describe('decodeEvmAssetInfo', () => {
  const raw = {
    kind: 'erc20',
    name: 'Sandbox Gold',
    symbol: 'sGLD',
    decimals: '18',
    requiresOnboarding: true,
    associatedType: null,
    coaBalance: '1500000000000000000000',
    paused: false,
    feePerAsset: '0.00500000',
    onboardFee: '1.00000000',
  };

  it('decodes an ERC-20, with exact balances', () => {
    expect(decodeEvmAssetInfo(raw)).toEqual({
      kind: 'erc20',
      name: 'Sandbox Gold',
      symbol: 'sGLD',
      decimals: 18,
      requiresOnboarding: true,
      associatedType: null,
      coaBalance: 1_500_000_000_000_000_000_000n,
      paused: false,
      feePerAsset: 500_000n,
      onboardFee: 100_000_000n,
    });
  });

  it('decodes an unknown contract (every optional nil)', () => {
    expect(
      decodeEvmAssetInfo({
        ...raw,
        kind: 'unknown',
        name: null,
        symbol: null,
        decimals: null,
        requiresOnboarding: null,
        coaBalance: null,
      }),
    ).toMatchObject({ kind: 'unknown', name: null, decimals: null, coaBalance: null });
  });

  it('refuses an unknown kind and malformed numbers', () => {
    expect(() => decodeEvmAssetInfo({ ...raw, kind: 'erc1155' })).toThrow(/kind/);
    expect(() => decodeEvmAssetInfo({ ...raw, decimals: '300' })).toThrow(/decimals/);
    expect(() => decodeEvmAssetInfo({ ...raw, coaBalance: '-1' })).toThrow(/coaBalance/);
    expect(() => decodeEvmAssetInfo({ ...raw, associatedType: 5 })).toThrow(/associatedType/);
  });
});

describe('decodeEvmNfts', () => {
  const holding = {
    nftIdentifier: 'A.192440c99cb17282.SandboxKitties.NFT',
    evmAddress: SGLD_HEX,
    collectionName: 'Sandbox Kitties',
    ids: ['3', '1'],
    total: '2',
  };

  it('decodes the holdings, ids as bigints in the order given', () => {
    expect(decodeEvmNfts([holding])).toEqual([
      {
        nftIdentifier: holding.nftIdentifier,
        evmAddress: SGLD,
        collectionName: 'Sandbox Kitties',
        ids: [3n, 1n],
        total: 2n,
      },
    ]);
    expect(decodeEvmNfts([])).toEqual([]);
  });

  it('refuses more than 100 ids, more ids than the total, and bad ids', () => {
    const many = Array.from({ length: 101 }, (_, i) => String(i));
    expect(() => decodeEvmNfts([{ ...holding, ids: many, total: '500' }])).toThrow(/\[0\]\.ids/);
    expect(() => decodeEvmNfts([{ ...holding, total: '1' }])).toThrow(/\[0\]\.ids/);
    expect(() => decodeEvmNfts([{ ...holding, ids: ['1', 'x'] }])).toThrow(/\[0\]\.ids\[1\]/);
    expect(() => decodeEvmNfts({})).toThrow(CadenceShapeError);
  });
});
