import { useQuery } from '@tanstack/react-query';
import type { FlowError } from '../errors.ts';
import { fclChainName, NETWORKS } from '../networks.ts';
import { useFlowContext } from './flow-context.ts';
import { withDeadline } from './query-deadline.ts';
import { flowQueryKeys } from './query-keys.ts';

export interface UseFlowChainIdReturnType {
  /** The access node's chain, as FCL names it; undefined until known. */
  readonly chainId: string | undefined;
  /** True once the node answered with a chain other than the configured network. */
  readonly isMismatch: boolean;
  /** True until the node has answered or the check has failed (also while paused offline). */
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
 * plain request (FlowProvider's `fetchChainId`), so the check never loads FCL.
 */
export function useFlowChainId(): UseFlowChainIdReturnType {
  const { network, getChainId } = useFlowContext('useFlowChainId');
  const query = useQuery<string, FlowError>({
    queryKey: flowQueryKeys.chainId(network),
    queryFn: () => withDeadline(getChainId),
    // The chain of a node does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const expected = fclChainName(NETWORKS[network].cadenceChainId);
  const isMismatch = query.data !== undefined && query.data !== expected;
  return {
    chainId: query.data,
    isMismatch,
    isLoading: query.isPending,
    error: query.error,
    transactionsBlocked: blockedReason(query.isPending, isMismatch, query.error !== null),
    refetch: () => void query.refetch(),
  };
}

function blockedReason(checking: boolean, isMismatch: boolean, failed: boolean): string | null {
  if (isMismatch) return BLOCKED_MISMATCH;
  if (failed) return BLOCKED_UNVERIFIED;
  if (checking) return BLOCKED_CHECKING;
  return null;
}
