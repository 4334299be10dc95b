import { useMemo } from 'react';
import { EnvConfigError } from '../env.ts';
import { isValidEvmAddress, toChecksumEvmAddress } from '../evm-address.ts';
import type { EvmAddressBook } from '../evm-contracts.ts';
import { useFlowNetwork } from './useFlowNetwork.ts';

/**
 * The EVM contracts of the current network. The one address a build may bring
 * (`VITE_LOCAL_WFLOW_ADDRESS`, shape-checked at start-up) gets its EIP-55 checksum checked here,
 * on the EVM screens that use it, so that keccak-256 stays out of the first paint.
 */
export function useEvmAddressBook(): EvmAddressBook {
  const book = useFlowNetwork().evm;
  return useMemo(() => checkedAddressBook(book), [book]);
}

export function checkedAddressBook(book: EvmAddressBook): EvmAddressBook {
  if (book.wflow === null) return book;
  if (!isValidEvmAddress(book.wflow)) {
    throw new EnvConfigError(
      'VITE_LOCAL_WFLOW_ADDRESS',
      `"${book.wflow}" does not match its EIP-55 checksum (write it all lowercase, or with the right capitals)`,
    );
  }
  return { ...book, wflow: toChecksumEvmAddress(book.wflow) };
}
