import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { TransactionStatus } from '../client/flow-client.ts';
import {
  type FlowError,
  parseFlowError,
  TransactionExpiredError,
  TransactionFailedError,
  toFlowError,
} from '../errors.ts';
import { type TransactionPhase, transactionPhase } from '../transaction-phase.ts';
import { useFlowContext } from './flow-context.ts';
import { flowQueryKeys } from './query-keys.ts';

export interface UseFlowTransactionStatusParameters {
  /** The transaction to follow; nothing is subscribed while it is missing. */
  readonly id: string | null | undefined;
}

export interface UseFlowTransactionStatusReturnType {
  /** The latest status object from the access node; null until the first one arrives. */
  readonly status: TransactionStatus | null;
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
 * Follows one transaction by id; unsubscribes on unmount and when the id changes. Once the
 * transaction has changed the chain (sealed, or failed and charged), the network's queries are
 * refreshed.
 */
export function useFlowTransactionStatus({
  id,
}: UseFlowTransactionStatusParameters): UseFlowTransactionStatusReturnType {
  const { network, getClient } = useFlowContext('useFlowTransactionStatus');
  const queryClient = useQueryClient();
  const [tracked, setTracked] = useState<Tracked | null>(null);

  useEffect(() => {
    if (!id) return;
    let active = true;
    let unsubscribe = () => {};
    const onStatus = (status: TransactionStatus) => {
      if (active) setTracked({ id, status, trackingError: null });
    };
    const onError = (error: unknown) => {
      if (!active) return;
      setTracked((previous) => ({
        id,
        status: previous?.id === id ? previous.status : null,
        trackingError: toFlowError(error),
      }));
    };
    getClient().then((client) => {
      if (active) unsubscribe = client.subscribeTransactionStatus(id, onStatus, onError);
    }, onError);
    return () => {
      active = false;
      unsubscribe();
    };
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
    if (transactionPhase(status) === 'expired') return new TransactionExpiredError(id);
    return trackingError;
  }, [id, status, trackingError]);

  const phase = status ? transactionPhase(status) : null;
  const changedChain = phase === 'sealed' || phase === 'failed';
  useEffect(() => {
    if (changedChain) void queryClient.invalidateQueries({ queryKey: flowQueryKeys.all(network) });
  }, [changedChain, queryClient, network]);

  return { status, phase, error };
}
