import { useSyncExternalStore } from 'react';
import { normalizeFlowAddress } from '../address.ts';
import { type KnownTransfers, NO_KNOWN_TRANSFERS } from '../transfers/stored-transfers.ts';
import { transferStoreOf } from '../transfers/transfer-registry.ts';
import { useFlowContext } from './flow-context.ts';

const noStore = {
  read: () => NO_KNOWN_TRANSFERS,
  subscribe: () => () => {},
};

/** What this browser knows of `account`'s transfers on the current network; live. */
export function useAccountTransfers(account: string | null): KnownTransfers {
  const { network } = useFlowContext('useAccountTransfers');
  const store = account ? transferStoreOf(network, normalizeFlowAddress(account)) : noStore;
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}
