import { createLocalStore, type LocalStore } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';
import { type HistorySourceKind, isHistorySourceKind } from './history-sources.ts';

const stores = new Map<FlowNetwork, LocalStore<readonly HistorySourceKind[] | null>>();

/**
 * The history sources a user turned on, per network; null until they choose (the build's
 * VITE_HISTORY_ON applies until then). Unknown entries in storage are dropped.
 */
export function historySettingsStore(
  network: FlowNetwork,
): LocalStore<readonly HistorySourceKind[] | null> {
  let store = stores.get(network);
  if (!store) {
    store = createLocalStore(storageKey(network, 'history-sources'), (json) =>
      Array.isArray(json)
        ? json.filter(
            (kind): kind is HistorySourceKind =>
              typeof kind === 'string' && isHistorySourceKind(kind),
          )
        : null,
    );
    stores.set(network, store);
  }
  return store;
}
