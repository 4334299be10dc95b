import { useSyncExternalStore } from 'react';
import { type AddressBookStore, createAddressBookStore } from '../address-book.ts';
import type { FlowNetwork } from '../networks.ts';
import { useFlowContext } from './flow-context.ts';

const stores = new Map<FlowNetwork, AddressBookStore>();

const storeOf = (network: FlowNetwork): AddressBookStore => {
  let store = stores.get(network);
  if (store === undefined) {
    store = createAddressBookStore(network);
    stores.set(network, store);
  }
  return store;
};

/**
 * The current network's address book (src/flow/address-book.ts), the same in every screen and
 * tab: `book`, how many stored entries were `dropped` as damaged, and `update` to change it.
 */
export function useAddressBook() {
  const { network } = useFlowContext('useAddressBook');
  const store = storeOf(network);
  const { book, dropped } = useSyncExternalStore(store.subscribe, store.read);
  return { book, dropped, update: store.update };
}
