import { describe, expect, it } from 'vitest';
import { isValidEvmAddress, toChecksumEvmAddress } from './evm-address.ts';

describe('EVM addresses', () => {
  const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

  it('accepts a correct EIP-55 checksum', () => {
    expect(isValidEvmAddress(checksummed)).toBe(true);
    expect(isValidEvmAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe(true);
  });

  it('rejects a wrong checksum', () => {
    expect(isValidEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false);
    expect(isValidEvmAddress(`0x${checksummed.slice(2).toUpperCase()}`)).toBe(false);
  });

  it('accepts an all-lowercase address, as viem does', () => {
    expect(isValidEvmAddress(checksummed.toLowerCase())).toBe(true);
  });

  it.each(['', '0x', '0x123', `${checksummed}00`, checksummed.slice(2), '0xe467b9dd11fa00df'])(
    'rejects malformed %j',
    (address) => {
      expect(isValidEvmAddress(address)).toBe(false);
    },
  );

  it('checksums any letter case', () => {
    expect(toChecksumEvmAddress(checksummed.toLowerCase())).toBe(checksummed);
    expect(toChecksumEvmAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(checksummed);
  });

  it('throws for a malformed EVM address', () => {
    expect(() => toChecksumEvmAddress('0x123')).toThrow(/invalid/i);
  });
});
