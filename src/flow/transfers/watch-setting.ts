import { createLocalStore, type LocalStore } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';

const stores = new Map<FlowNetwork, LocalStore<boolean>>();

/**
 * Whether the account's transfers are watched on every screen (a socket to the access node for
 * as long as the app is open), or only while Activity is shown: off unless the user turns it on.
 */
export function watchEverywhereStore(network: FlowNetwork): LocalStore<boolean> {
  let store = stores.get(network);
  if (!store) {
    store = createLocalStore(storageKey(network, 'watch-transfers'), (json) => json === true);
    stores.set(network, store);
  }
  return store;
}
