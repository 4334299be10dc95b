import { useCallback, useSyncExternalStore } from 'react';
import { type TransactionView, UNKNOWN_TRANSACTION } from '../transactions/transaction-center.ts';
import { useFlowContext } from './flow-context.ts';

/**
 * One transaction by id, whoever sent it (transaction-center.ts): the account's record when it
 * tracks it, else followed while shown; nothing while `id` is missing.
 */
export function useTransaction(id: string | null | undefined): TransactionView {
  const { transactions } = useFlowContext('useTransaction');
  const subscribe = useCallback(
    (listener: () => void) => {
      const unsubscribe = transactions.subscribe(listener);
      const unwatch = id ? transactions.watch(id) : () => {};
      return () => {
        unwatch();
        unsubscribe();
      };
    },
    [transactions, id],
  );
  const view = useCallback(
    () => (id ? transactions.transaction(id) : UNKNOWN_TRANSACTION),
    [transactions, id],
  );
  return useSyncExternalStore(subscribe, view, view);
}
