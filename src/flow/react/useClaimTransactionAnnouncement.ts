import { useCallback } from 'react';
import type { TransactionPhase } from '../transactions/transaction-phase.ts';
import { useTrackedTransactionsContext } from './tracked-transactions-context.ts';

/**
 * Returns `claim(id, phase)`: true for exactly one caller across tabs and reloads, which then
 * announces that phase of that transaction; false for everyone else.
 */
export function useClaimTransactionAnnouncement(): (
  id: string,
  phase: TransactionPhase,
) => boolean {
  const { store } = useTrackedTransactionsContext('useClaimTransactionAnnouncement');
  return useCallback(
    (id: string, phase: TransactionPhase) => store?.claimAnnouncement(id, phase) ?? false,
    [store],
  );
}
