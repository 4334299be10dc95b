import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { TrackedTransaction } from '../transactions/tracked-transaction.ts';
import { useTrackedTransactionsContext } from './tracked-transactions-context.ts';

const NONE: readonly TrackedTransaction[] = [];
const noSubscription = () => () => {};

/** The signed-in account's transactions on the current network, newest first; live. */
export function useTrackedTransactions(): readonly TrackedTransaction[] {
  const { store } = useTrackedTransactionsContext('useTrackedTransactions');
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribe(listener) : noSubscription()),
    [store],
  );
  const list = useCallback(() => (store ? store.list() : NONE), [store]);
  return useSyncExternalStore(subscribe, list, list);
}

/** One tracked transaction by id; null when it is not tracked for this account and network. */
export function useTrackedTransaction(id: string | null | undefined): TrackedTransaction | null {
  const transactions = useTrackedTransactions();
  return useMemo(() => {
    const wanted = id?.toLowerCase();
    return transactions.find((entry) => entry.id === wanted) ?? null;
  }, [transactions, id]);
}
