import { describe, expect, it } from 'vitest';
import { EVM_ADDRESSES, evmAddressBookFor } from './evm-addresses.ts';

describe('evmAddressBookFor', () => {
  const deployed = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

  it('uses the configured WFLOW on the local network only', () => {
    expect(evmAddressBookFor('local', deployed).wflow).toBe(deployed);
    expect(evmAddressBookFor('local', undefined).wflow).toBeNull();
    expect(evmAddressBookFor('testnet', deployed)).toBe(EVM_ADDRESSES.testnet);
    expect(evmAddressBookFor('mainnet', deployed).wflow).toBe(EVM_ADDRESSES.mainnet.wflow);
  });
});
