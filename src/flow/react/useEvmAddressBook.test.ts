import { describe, expect, it } from 'vitest';
import { EnvConfigError } from '../env.ts';
import { EVM_ADDRESSES, evmAddressBookFor } from '../evm-contracts.ts';
import { checkedAddressBook } from './useEvmAddressBook.ts';

const WFLOW = '0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e';

describe('checkedAddressBook: the local WFLOW a build brings, checked where used', () => {
  it('checksums an all-lowercase address and keeps a correct one', () => {
    expect(
      checkedAddressBook(evmAddressBookFor('local', '0xd3bf53dac106a0290b0483ecbc89d40fcc961f3e'))
        .wflow,
    ).toBe(WFLOW);
    expect(checkedAddressBook(evmAddressBookFor('local', WFLOW)).wflow).toBe(WFLOW);
  });

  it('refuses a wrong checksum, naming the variable', () => {
    const wrong = evmAddressBookFor('local', '0xD3bF53DAC106A0290B0483EcBC89d40FcC961f3e');
    expect(() => checkedAddressBook(wrong)).toThrow(EnvConfigError);
    expect(() => checkedAddressBook(wrong)).toThrow(/^VITE_LOCAL_WFLOW_ADDRESS: .*EIP-55/);
  });

  it('leaves the books of testnet and mainnet, and a local network without WFLOW, as they are', () => {
    expect(checkedAddressBook(EVM_ADDRESSES.testnet)).toEqual(EVM_ADDRESSES.testnet);
    expect(checkedAddressBook(EVM_ADDRESSES.mainnet)).toEqual(EVM_ADDRESSES.mainnet);
    expect(checkedAddressBook(EVM_ADDRESSES.local)).toBe(EVM_ADDRESSES.local);
  });
});
