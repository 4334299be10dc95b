import { createContext } from 'react';
import { EVM_ADDRESSES, type EvmAddressBook } from '../evm-addresses.ts';

/**
 * The EVM contracts of the current network (WFLOW...); the app provides it per network. Read it
 * with useEvmAddressBook, which checks the local WFLOW the build was given.
 */
export const EvmAddressBookContext = createContext<EvmAddressBook>(EVM_ADDRESSES.local);
