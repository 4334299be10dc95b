import { useSyncExternalStore } from 'react';
import type { TrackedTransaction } from '../transactions/tracked-transaction.ts';
import { useFlowContext } from './flow-context.ts';

/** The signed-in account's transactions on the current network, newest first; live. */
export function useTransactions(): readonly TrackedTransaction[] {
  const { transactions } = useFlowContext('useTransactions');
  return useSyncExternalStore(
    transactions.subscribe,
    transactions.transactions,
    transactions.transactions,
  );
}
