import type { EvmAddress } from '../../evm-address.ts';
import { toChecksumEvmAddress } from '../../evm-address.ts';
import { defineScript } from '../define-cadence.ts';
import { CadenceShapeError, field, read } from '../read-cadence.ts';
import cadence from './get_evm_account.cdc?raw';

/** `wflowHex`: WFLOW's address (with 0x), or null not to read a WFLOW balance. */
export const getEvmAccountScript = defineScript(cadence, [
  ['address', 'Address'],
  ['wflowHex', 'String?'],
]);

/** An account's COA as get_evm_account.cdc reads it. */
export interface EvmAccountState {
  readonly coaAddress: EvmAddress;
  /** Native FLOW on EVM, exact, in attoFLOW (1e-18). */
  readonly balanceAtto: bigint;
  /** WFLOW in wei (1e-18), or null when the script was not given WFLOW's address. */
  readonly wflowBalance: bigint | null;
}

const COA_ADDRESS_HEX = /^[0-9a-f]{40}$/;

/** The script's result; null when the account has no COA. */
export function decodeEvmAccountState(value: unknown): EvmAccountState | null {
  if (value === null || value === undefined) return null;
  const struct = read.struct(value);
  const hex = field(struct, 'coaAddress', read.string);
  // EVMAddress.toString(): 40 lowercase hex digits, no 0x.
  if (!COA_ADDRESS_HEX.test(hex)) throw new CadenceShapeError('coaAddress', '40 hex digits');
  return {
    coaAddress: toChecksumEvmAddress(`0x${hex}`),
    balanceAtto: field(struct, 'balanceAtto', read.uint),
    wflowBalance: field(struct, 'wflowBalance', (v, path) => read.optional(v, path, read.uint)),
  };
}
