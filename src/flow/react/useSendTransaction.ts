import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { FlowError } from '../errors.ts';
import {
  type SendTransactionRequest,
  sendTransactionMutationOptions,
} from '../transactions/send-transaction.ts';
import { useFlowContext } from './flow-context.ts';

/** `sendTransaction` (transactions/send-transaction.ts) on this network, as a TanStack mutation. */
export function useSendTransaction(): UseMutationResult<string, FlowError, SendTransactionRequest> {
  const { network, transactions } = useFlowContext('useSendTransaction');
  return useMutation(sendTransactionMutationOptions(network, transactions.sender));
}
