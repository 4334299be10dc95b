import { useCallback, useSyncExternalStore } from 'react';
import type { HeardOfTransaction } from '../transactions/transaction-tracker.ts';
import { useTrackedTransactionsContext } from './tracked-transactions-context.ts';

const noSubscription = () => () => {};

/** What this tab's tracker heard of a tracked transaction (full status, following problem). */
export function useHeardOfTransaction(id: string | null | undefined): HeardOfTransaction | null {
  const { tracker } = useTrackedTransactionsContext('useHeardOfTransaction');
  const subscribe = useCallback(
    (listener: () => void) => (tracker ? tracker.subscribe(listener) : noSubscription()),
    [tracker],
  );
  const heardOf = useCallback(
    () => (tracker && id ? tracker.heardOf(id.toLowerCase()) : null),
    [tracker, id],
  );
  return useSyncExternalStore(subscribe, heardOf, heardOf);
}
