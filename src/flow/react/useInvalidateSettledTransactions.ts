import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { TransactionStore } from '../transactions/transaction-store.ts';
import { useFlowContext } from './flow-context.ts';
import { invalidateAfterTransaction } from './invalidate-after-transaction.ts';

/**
 * Refreshes the network's queries when a transaction seen unfinished in this tab settles having
 * changed the chain (sealed, or failed and charged), whichever tab saw it settle.
 */
export function useInvalidateSettledTransactions(store: TransactionStore | null): void {
  const { network } = useFlowContext('useInvalidateSettledTransactions');
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!store) return;
    const unfinished = new Set<string>();
    const check = () => {
      for (const entry of store.list()) {
        if (!entry.final) unfinished.add(entry.id);
        else if (
          unfinished.delete(entry.id) &&
          (entry.phase === 'sealed' || entry.phase === 'failed')
        ) {
          invalidateAfterTransaction(queryClient, network, entry.id);
        }
      }
    };
    check();
    return store.subscribe(check);
  }, [store, queryClient, network]);
}
