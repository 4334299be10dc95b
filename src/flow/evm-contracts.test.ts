import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { isValidEvmAddress } from './evm-address.ts';
import {
  COA_ADDRESS_PREFIX,
  EVM_ADDRESSES,
  evmAddressBookFor,
  NATIVE_FLOW_EVM_ADDRESS,
} from './evm-contracts.ts';

describe('EVM_ADDRESSES', () => {
  const entries = Object.entries(EVM_ADDRESSES).flatMap(([network, book]) =>
    Object.entries(book).map(([name, address]) => [`${network}.${name}`, address] as const),
  );

  it.each(entries.filter(([, address]) => address !== null))(
    '%s is a checksummed address',
    (_, address) => {
      expect(isValidEvmAddress(address ?? '')).toBe(true);
      expect(address).toBe(getAddress(address ?? ''));
    },
  );

  it('has WFLOW on testnet and mainnet', () => {
    expect(EVM_ADDRESSES.testnet.wflow).toBe('0xd3bF53DAC106A0290B0483EcBC89d40FcC961f3e');
    expect(EVM_ADDRESSES.mainnet.wflow).toBe(EVM_ADDRESSES.testnet.wflow);
  });

  it('keeps the bridge escrow COAs in the COA address space', () => {
    for (const network of ['testnet', 'mainnet'] as const) {
      expect(
        EVM_ADDRESSES[network].bridgeEscrowCoa?.toLowerCase().startsWith(COA_ADDRESS_PREFIX),
      ).toBe(true);
    }
    expect(isValidEvmAddress(NATIVE_FLOW_EVM_ADDRESS)).toBe(true);
  });
});

describe('evmAddressBookFor', () => {
  const deployed = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

  it('uses the configured WFLOW on the local network only', () => {
    expect(evmAddressBookFor('local', deployed).wflow).toBe(deployed);
    expect(evmAddressBookFor('local', undefined).wflow).toBeNull();
    expect(evmAddressBookFor('testnet', deployed)).toBe(EVM_ADDRESSES.testnet);
    expect(evmAddressBookFor('mainnet', deployed).wflow).toBe(EVM_ADDRESSES.mainnet.wflow);
  });
});
