import { type LocalStore, sharedLocalStores } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';
import { type HistorySourceKind, isHistorySourceKind } from './history-sources.ts';

const storeOf = sharedLocalStores((json): readonly HistorySourceKind[] | null =>
  Array.isArray(json)
    ? json.filter(
        (kind): kind is HistorySourceKind => typeof kind === 'string' && isHistorySourceKind(kind),
      )
    : null,
);

/**
 * The history sources a user turned on, per network; null until they choose (the build's
 * VITE_HISTORY_ON applies until then). Unknown entries in storage are dropped.
 */
export const historySettingsStore = (
  network: FlowNetwork,
): LocalStore<readonly HistorySourceKind[] | null> =>
  storeOf(storageKey(network, 'history-sources'));
