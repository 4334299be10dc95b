import { useSyncExternalStore } from 'react';
import { useTrackedTransactionsContext } from './tracked-transactions-context.ts';

/** Whether a transaction is waiting for the wallet anywhere in the app (disable other sends). */
export function useWalletRequestInFlight(): boolean {
  const { walletLock } = useTrackedTransactionsContext('useWalletRequestInFlight');
  return useSyncExternalStore(walletLock.subscribe, walletLock.isHeld, walletLock.isHeld);
}
