import { useQuery } from '@tanstack/react-query';
import type { FlowError } from '../errors.ts';
import { fclChainName, NETWORKS } from '../networks.ts';
import { useFlowContext } from './flow-context.ts';
import { flowQueryKeys } from './query-keys.ts';

export interface UseFlowChainIdReturnType {
  /** The access node's chain, as FCL names it; undefined until known. */
  readonly chainId: string | undefined;
  /** True once the node answered with a chain other than the configured network. */
  readonly isMismatch: boolean;
  readonly isLoading: boolean;
  readonly error: FlowError | null;
  readonly refetch: () => void;
}

/**
 * The chain the access node reports, checked against the configured network. Read with one
 * plain request (FlowProvider's `fetchChainId`), so the check never loads FCL.
 */
export function useFlowChainId(): UseFlowChainIdReturnType {
  const { network, getChainId } = useFlowContext('useFlowChainId');
  const query = useQuery<string, FlowError>({
    queryKey: flowQueryKeys.chainId(network),
    queryFn: getChainId,
    // The chain of a node does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
  const expected = fclChainName(NETWORKS[network].cadenceChainId);
  return {
    chainId: query.data,
    isMismatch: query.data !== undefined && query.data !== expected,
    isLoading: query.isLoading,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
