import { describe, expect, it } from 'vitest';
import { CadenceShapeError } from '../read-cadence.ts';
import { decodeEvmAccountState } from './get_evm_account.ts';

const COA_HEX = '000000000000000000000002ffeeddccbbaa9977';

describe('decodeEvmAccountState', () => {
  it('reads a COA with an EIP-55 address and exact 18-decimal balances', () => {
    expect(
      decodeEvmAccountState({
        coaAddress: COA_HEX,
        balanceAtto: '25000000000000000001',
        wflowBalance:
          '115792089237316195423570985008687907853269984665640564039457584007913129639935',
      }),
    ).toEqual({
      coaAddress: '0x000000000000000000000002fFeEdDCCbBAA9977',
      balanceAtto: 25_000_000_000_000_000_001n,
      wflowBalance: 2n ** 256n - 1n,
    });
  });

  it('reads no WFLOW balance as null, and no COA as null', () => {
    expect(
      decodeEvmAccountState({ coaAddress: COA_HEX, balanceAtto: '0', wflowBalance: null }),
    ).toEqual({
      coaAddress: '0x000000000000000000000002fFeEdDCCbBAA9977',
      balanceAtto: 0n,
      wflowBalance: null,
    });
    expect(decodeEvmAccountState(null)).toBeNull();
  });

  it('refuses anything the script cannot return', () => {
    const valid = { coaAddress: COA_HEX, balanceAtto: '1', wflowBalance: null };
    expect(() => decodeEvmAccountState({ ...valid, coaAddress: `0x${COA_HEX}` })).toThrow(
      new CadenceShapeError('coaAddress', '40 hex digits'),
    );
    expect(() => decodeEvmAccountState({ ...valid, coaAddress: COA_HEX.slice(2) })).toThrow(
      CadenceShapeError,
    );
    expect(() => decodeEvmAccountState({ ...valid, balanceAtto: '1.5' })).toThrow(
      new CadenceShapeError('balanceAtto', 'an unsigned integer'),
    );
    expect(() => decodeEvmAccountState({ ...valid, balanceAtto: 1 })).toThrow(CadenceShapeError);
    expect(() => decodeEvmAccountState({ ...valid, wflowBalance: '-1' })).toThrow(
      new CadenceShapeError('wflowBalance', 'an unsigned integer'),
    );
    expect(() => decodeEvmAccountState({ ...valid, coaAddress: undefined })).toThrow(
      CadenceShapeError,
    );
    expect(() => decodeEvmAccountState([valid])).toThrow(CadenceShapeError);
  });
});
