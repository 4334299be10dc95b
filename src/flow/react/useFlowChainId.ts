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
  /**
   * Why no transaction may be started now, in words: the node has not confirmed its chain yet,
   * is on another chain, or its chain could not be checked (FCL would carry on with the
   * configured network unchecked). Null only once the node answered with the configured chain.
   */
  readonly transactionsBlocked: string | null;
  readonly refetch: () => void;
}

const BLOCKED_CHECKING =
  'Checking the network… transactions can start once the access node has confirmed its chain.';
const BLOCKED_MISMATCH =
  'The access node is on another network than Flowdeck: transactions are disabled until that is fixed.';
const BLOCKED_UNVERIFIED =
  'The access node’s network could not be checked: transactions are disabled until it answers (use Retry in the banner above).';

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

function blockedReason(checking: boolean, isMismatch: boolean, failed: boolean): string | null {
  if (isMismatch) return BLOCKED_MISMATCH;
  if (failed) return BLOCKED_UNVERIFIED;
  if (checking) return BLOCKED_CHECKING;
  return null;
}
