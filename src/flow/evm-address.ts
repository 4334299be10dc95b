import { getAddress, isAddress } from 'viem';

// Apart from address.ts (Flow addresses), which the first paint needs: EIP-55 checksums need
// keccak-256 (viem and @noble/hashes, ~7 KB gzip), which only EVM screens and forms use.

/** A 0x-prefixed, EIP-55 checksummed EVM address. */
export type EvmAddress = `0x${string}`;

/**
 * Whether `address` is a valid EVM address with a correct EIP-55 checksum (an all-lowercase
 * address has no checksum to check and is accepted, as viem does).
 */
export function isValidEvmAddress(address: string): boolean {
  return isAddress(address, { strict: true });
}

/**
 * The EIP-55 checksummed form of an EVM address. Any letter case is accepted as input (a wrong
 * checksum is corrected, not rejected); throws viem's InvalidAddressError for a malformed one.
 */
export function toChecksumEvmAddress(address: string): EvmAddress {
  return getAddress(address);
}
