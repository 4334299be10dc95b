import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { TransactionStatus } from '../client/flow-client.ts';
import type { FlowError } from '../errors.ts';
import { transactionError } from '../transactions/transaction-error.ts';
import { phaseOfStatus, type TransactionPhase } from '../transactions/transaction-phase.ts';
import { useFlowContext } from './flow-context.ts';
import { invalidateAfterTransaction } from './invalidate-after-transaction.ts';
import { useFollowedTransaction } from './useFollowedTransaction.ts';
import { useHeardOfTransaction } from './useHeardOfTransaction.ts';
import { useTrackedTransaction } from './useTrackedTransactions.ts';

export interface UseFlowTransactionStatusParameters {
  /** The transaction to follow; nothing is subscribed while it is missing. */
  readonly id: string | null | undefined;
}

export interface UseFlowTransactionStatusReturnType {
  /** The latest status from the access node that showed a phase (with its events); else null. */
  readonly status: TransactionStatus | null;
  /** The furthest phase the network has shown; null while it does not know the transaction. */
  readonly phase: TransactionPhase | null;
  /** The transaction's failure (parsed from its error message), expiry, or a tracking error. */
  readonly error: FlowError | null;
}

/**
 * One transaction by id. A transaction the signed-in account's store tracks is read from the
 * transaction center, as Activity reads it: its phase and error message from the store, its
 * full status from the tracker that follows it. Any other (signed out, another account, the
 * store still loading) is followed here through the network's one follower per id, until the
 * store tracks it. Once the transaction has changed the chain (sealed, or failed and charged),
 * the network's queries are refreshed, once per transaction.
 */
export function useFlowTransactionStatus({
  id: rawId,
}: UseFlowTransactionStatusParameters): UseFlowTransactionStatusReturnType {
  const { network } = useFlowContext('useFlowTransactionStatus');
  const queryClient = useQueryClient();
  const id = rawId ? rawId.toLowerCase() : null;
  const entry = useTrackedTransaction(id);
  const heardByTracker = useHeardOfTransaction(entry ? id : null);
  const followedHere = useFollowedTransaction(entry ? null : id);
  const heard = entry ? heardByTracker : followedHere;
  const status = heard?.status ?? null;
  const problem = heard?.problem ?? null;

  // The store records a submitted transaction as pending before the network has shown it.
  const phase = entry
    ? entry.phase === 'pending' && status === null
      ? null
      : entry.phase
    : status && phaseOfStatus(status);
  const errorMessage = entry ? entry.errorMessage : (status?.errorMessage ?? null);

  const error = useMemo(
    () => (id ? transactionError(id, phase, errorMessage, problem) : null),
    [id, phase, errorMessage, problem],
  );

  const changedChain = phase === 'sealed' || phase === 'failed';
  useEffect(() => {
    if (changedChain && id) invalidateAfterTransaction(queryClient, network, id);
  }, [changedChain, queryClient, network, id]);

  return { status, phase, error };
}
