import type { EvmAddress } from '../../flow/evm-address.ts';
import { isValidEvmAddress, toChecksumEvmAddress } from '../../flow/evm-address.ts';

export type ContractCheck = { readonly contract: EvmAddress } | { readonly error: string };

/** A typed EVM contract address: 0x and 40 hex digits, with a correct EIP-55 checksum. */
export function checkEvmContract(input: string): ContractCheck {
  const text = input.trim();
  if (!text) return { error: 'Enter the token’s contract address on Flow EVM.' };
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) {
    return { error: 'Not an EVM address: an EVM address is 0x and 40 hex digits.' };
  }
  if (!isValidEvmAddress(text)) {
    return {
      error: 'This EVM address has a typo: its mixed-case checksum (EIP-55) does not match.',
    };
  }
  return { contract: toChecksumEvmAddress(text) };
}
