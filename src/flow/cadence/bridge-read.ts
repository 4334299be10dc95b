import type { EvmAddress } from '../evm-address.ts';
import { toChecksumEvmAddress } from '../evm-address.ts';
import { CadenceShapeError, read } from './read-cadence.ts';

/** `EVMAddress.toString()` (40 hex digits, no 0x) → an EIP-55 checksummed address. */
export function readEvmAddressHex(value: unknown, path = ''): EvmAddress {
  const hex = read.string(value, path);
  if (!/^[0-9a-fA-F]{40}$/.test(hex)) {
    throw new CadenceShapeError(path, 'an EVM address (40 hex digits, no 0x)');
  }
  return toChecksumEvmAddress(`0x${hex}`);
}

/** A UInt8 as a number. */
export function readUInt8(value: unknown, path = ''): number {
  const number = read.uint(value, path);
  if (number > 255n) throw new CadenceShapeError(path, 'a UInt8');
  return Number(number);
}
