import { createContext, useContext } from 'react';
import { EVM_ADDRESSES, type EvmAddressBook } from '../evm-addresses.ts';

/** The EVM contracts of the current network (WFLOW...); the app provides it per network. */
export const EvmAddressBookContext = createContext<EvmAddressBook>(EVM_ADDRESSES.local);

export const useEvmAddressBook = (): EvmAddressBook => useContext(EvmAddressBookContext);
