import { type LocalStore, sharedLocalStores } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';

const storeOf = sharedLocalStores((json) => json === true);

/**
 * Whether the account's transfers are watched on every screen (a socket to the access node for
 * as long as the app is open), or only while Activity is shown: off unless the user turns it on.
 */
export const watchEverywhereStore = (network: FlowNetwork): LocalStore<boolean> =>
  storeOf(storageKey(network, 'watch-transfers'));
