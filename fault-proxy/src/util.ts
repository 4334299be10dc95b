/** Small helpers of the test servers: records and Flow addresses. */

export { isRecord } from '../../src/flow/is-record.ts';

const SHORT_ADDRESS = /^(?:0x)?([0-9a-f]{1,16})$/i;

/**
 * `0x` + 16 lowercase hex digits, left-padded as Cadence pads short addresses (`0x1` →
 * `0x0000000000000001`). Anything that is not 1–16 hex digits (with an optional `0x`) maps to
 * the zero address, which no account has.
 */
export function normalizeAddress(address: string): string {
  const digits = SHORT_ADDRESS.exec(address)?.[1] ?? '0';
  return `0x${digits.toLowerCase().padStart(16, '0')}`;
}

/** The 16 lowercase hex digits of an address, without `0x` (how flow-go prints addresses). */
export function hexAddress(address: string): string {
  return normalizeAddress(address).slice(2);
}
