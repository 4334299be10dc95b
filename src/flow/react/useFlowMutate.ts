import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { TransactionRequest } from '../client/flow-client.ts';
import { type FlowError, toFlowError, WalletRequestInFlightError } from '../errors.ts';
import { useFlowContext } from './flow-context.ts';
import { useTrackedTransactionsContext } from './tracked-transactions-context.ts';

export interface FlowMutateVariables extends TransactionRequest {
  /** What the transaction is for, in plain words ("Send 5 FLOW to 0x…"); shown in Activity. */
  readonly title: string;
}

/**
 * Sends a transaction through the wallet; resolves with its id once submitted (not sealed).
 * Every submitted transaction is recorded in the transaction center for the signed-in account;
 * a declined or failed request records nothing. Only one wallet request is open at a time.
 */
export function useFlowMutate(): UseMutationResult<string, FlowError, FlowMutateVariables> {
  const { getClient, walletRequests } = useFlowContext('useFlowMutate');
  const { recordSubmitted, walletLock } = useTrackedTransactionsContext('useFlowMutate');
  return useMutation({
    mutationFn: async ({ title, ...request }: FlowMutateVariables) => {
      const release = walletLock.acquire();
      if (!release) throw new WalletRequestInFlightError();
      let id: string;
      try {
        const submission = (await getClient()).mutate(request);
        // A request the user cancelled can still go through (a popup left open, say): then it is
        // recorded all the same, so that no submitted transaction goes untracked.
        let ended = false;
        submission.then(
          (lateId) => {
            if (ended) recordSubmitted(lateId, title);
          },
          () => {},
        );
        try {
          id = await walletRequests.run(submission);
        } finally {
          ended = true;
        }
      } catch (error) {
        throw toFlowError(error);
      } finally {
        release();
      }
      recordSubmitted(id, title);
      return id;
    },
    // Never retried: a retried transaction could spend twice.
    retry: false,
  });
}
