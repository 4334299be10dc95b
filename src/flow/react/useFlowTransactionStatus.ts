import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { TransactionStatus } from '../client/flow-client.ts';
import {
  type FlowError,
  parseFlowError,
  TransactionExpiredError,
  TransactionFailedError,
} from '../errors.ts';
import { transactionFollowersOf } from '../transactions/transaction-followers.ts';
import { phaseOfStatus, type TransactionPhase } from '../transactions/transaction-phase.ts';
import { useFlowContext } from './flow-context.ts';
import { invalidateAfterTransaction } from './invalidate-after-transaction.ts';

export interface UseFlowTransactionStatusParameters {
  /** The transaction to follow; nothing is subscribed while it is missing. */
  readonly id: string | null | undefined;
}

export interface UseFlowTransactionStatusReturnType {
  /** The latest status object from the access node; null until the first one arrives. */
  readonly status: TransactionStatus | null;
  /** The furthest phase the network has shown; null while it does not know the transaction. */
  readonly phase: TransactionPhase | null;
  /** The transaction's failure (parsed from its error message), expiry, or a tracking error. */
  readonly error: FlowError | null;
}

interface Tracked {
  readonly id: string;
  readonly status: TransactionStatus | null;
  readonly trackingError: FlowError | null;
}

/**
 * Follows one transaction by id (subscription, then polling if it fails or falls silent) through
 * the network's one follower per id, which the account's transaction tracker shares; stops
 * watching on unmount and when the id changes. Once the transaction has changed the chain (sealed,
 * or failed and charged), the network's queries are refreshed, once per transaction.
 */
export function useFlowTransactionStatus({
  id,
}: UseFlowTransactionStatusParameters): UseFlowTransactionStatusReturnType {
  const { network, getClient } = useFlowContext('useFlowTransactionStatus');
  const queryClient = useQueryClient();
  const [tracked, setTracked] = useState<Tracked | null>(null);

  useEffect(() => {
    if (!id) return;
    const following = transactionFollowersOf(getClient).follow(id, {
      onStatus: (status) => setTracked({ id, status, trackingError: null }),
      // Not known yet: still propagating, which is not an error.
      onNotFound: () =>
        setTracked((previous) => ({
          id,
          status: previous?.id === id ? previous.status : null,
          trackingError: null,
        })),
      onError: (error) =>
        setTracked((previous) => ({
          id,
          status: previous?.id === id ? previous.status : null,
          trackingError: error,
        })),
    });
    return following.stop;
  }, [id, getClient]);

  // State left from a previous id is never shown for the current one.
  const current = tracked && tracked.id === id ? tracked : null;
  const status = current?.status ?? null;
  const trackingError = current?.trackingError ?? null;

  const error = useMemo((): FlowError | null => {
    if (!id || !status) return trackingError;
    if (status.statusCode === 1) {
      return new TransactionFailedError(id, parseFlowError(status.errorMessage));
    }
    if (phaseOfStatus(status) === 'expired') return new TransactionExpiredError(id);
    return trackingError;
  }, [id, status, trackingError]);

  const phase = status ? phaseOfStatus(status) : null;
  const changedChain = phase === 'sealed' || phase === 'failed';
  useEffect(() => {
    if (changedChain && id) invalidateAfterTransaction(queryClient, network, id);
  }, [changedChain, queryClient, network, id]);

  return { status, phase, error };
}
