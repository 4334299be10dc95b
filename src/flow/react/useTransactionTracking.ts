import { useCallback, useSyncExternalStore } from 'react';
import type { TrackingInfo } from '../transactions/transaction-tracker.ts';
import { useTrackedTransactionsContext } from './tracked-transactions-context.ts';

const noSubscription = () => () => {};

/**
 * How this tab follows an unfinished transaction (subscription or polling, and whether the
 * access node knows it yet); null once it is final or when it is not tracked.
 */
export function useTransactionTracking(id: string): TrackingInfo | null {
  const { tracker } = useTrackedTransactionsContext('useTransactionTracking');
  const subscribe = useCallback(
    (listener: () => void) => (tracker ? tracker.subscribe(listener) : noSubscription()),
    [tracker],
  );
  const tracking = useCallback(() => tracker?.tracking(id) ?? null, [tracker, id]);
  return useSyncExternalStore(subscribe, tracking, tracking);
}
