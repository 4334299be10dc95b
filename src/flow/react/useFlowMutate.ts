import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { TransactionRequest } from '../client/flow-client.ts';
import type { FlowError } from '../errors.ts';
import { useFlowContext } from './flow-context.ts';

/** Sends a transaction through the wallet; resolves with its id once submitted (not sealed). */
export function useFlowMutate(): UseMutationResult<string, FlowError, TransactionRequest> {
  const { getClient } = useFlowContext('useFlowMutate');
  return useMutation({
    mutationFn: async (request: TransactionRequest) => (await getClient()).mutate(request),
    // Never retried: a retried transaction could spend twice.
    retry: false,
  });
}
