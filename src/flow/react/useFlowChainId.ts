import { useEffect, useSyncExternalStore } from 'react';
import type { FlowError } from '../errors.ts';
import { fclChainName, NETWORKS } from '../networks.ts';
import { useFlowContext } from './flow-context.ts';

export interface UseFlowChainIdReturnType {
  /** The access node's chain, as FCL names it; undefined until known. */
  readonly chainId: string | undefined;
  /** True once the node answered with a chain other than the configured network. */
  readonly isMismatch: boolean;
  /** True until the node has answered or the check has failed. */
  readonly isLoading: boolean;
  readonly error: FlowError | null;
  /** Why no transaction may be started now; null only once the node confirmed its chain. */
  readonly transactionsBlocked: TransactionsBlockedReason | null;
  readonly refetch: () => void;
}

/**
 * Why no transaction may start: the node's chain is being checked, is another network's, or
 * could not be checked (FCL would carry on with the configured network unchecked).
 */
export type TransactionsBlockedReason = 'checking' | 'mismatch' | 'unverified';

/**
 * The chain the access node reports, checked against the configured network. Read with one
 * plain request (FlowProvider's `fetchChainId`), so the check never loads FCL, and once per
 * page for each node (chain-checks.ts): every screen shares the answer.
 */
export function useFlowChainId(): UseFlowChainIdReturnType {
  const { network, chainCheck } = useFlowContext('useFlowChainId');
  const state = useSyncExternalStore(chainCheck.subscribe, chainCheck.state);

  useEffect(() => {
    chainCheck.get().catch(() => {});
  }, [chainCheck]);

  const failed = state?.status === 'failed';
  useEffect(() => {
    if (!failed) return;
    // As reads do: a check that failed while offline is asked again once back online.
    const retry = () => void chainCheck.recheck().catch(() => {});
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, chainCheck]);

  const chainId = state?.status === 'checked' ? state.chainId : undefined;
  const error = state?.status === 'failed' ? state.error : null;
  const checking = state === undefined || state.status === 'checking';
  const expected = fclChainName(NETWORKS[network].cadenceChainId);
  const isMismatch = chainId !== undefined && chainId !== expected;
  return {
    chainId,
    isMismatch,
    isLoading: checking,
    error,
    transactionsBlocked: blockedReason(checking, isMismatch, error !== null),
    refetch: () => void chainCheck.recheck().catch(() => {}),
  };
}

function blockedReason(
  checking: boolean,
  isMismatch: boolean,
  failed: boolean,
): TransactionsBlockedReason | null {
  if (isMismatch) return 'mismatch';
  if (failed) return 'unverified';
  if (checking) return 'checking';
  return null;
}
