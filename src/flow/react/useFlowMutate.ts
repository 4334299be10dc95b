import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { TransactionRequest } from '../client/flow-client.ts';
import {
  type FlowError,
  SubmissionUncertainError,
  toFlowError,
  WalletRequestInFlightError,
  walletMayStillAnswer,
} from '../errors.ts';
import type { WalletPass } from '../wallet/wallet-gate.ts';
import { useFlowContext } from './flow-context.ts';
import { useTrackedTransactionsContext } from './tracked-transactions-context.ts';

export interface FlowMutateVariables extends TransactionRequest {
  /** What the transaction is for, in plain words ("Send 5 FLOW to 0x…"); shown in Activity. */
  readonly title: string;
  /**
   * When the app stopped waiting but the wallet may still answer (see `walletMayStillAnswer`):
   * called once FCL's request settles, with the transaction id if it was submitted after all,
   * or null if it was not.
   */
  readonly onLateOutcome?: (id: string | null) => void;
  /**
   * The wallet's slot, when the caller took it itself (synchronously, against a double click);
   * released here like one taken here.
   */
  readonly walletPass?: WalletPass;
}

/**
 * Sends a transaction through the wallet; resolves with its id once submitted (not sealed).
 * Every submitted transaction is recorded in the transaction center for the signed-in account;
 * a declined or failed request records nothing, and one whose answer was lost after it was sent
 * (SubmissionUncertainError) is recorded by its id. Only one wallet request is open at a time:
 * the wallet gate's slot is held until FCL's request settles, also when the app stopped waiting
 * for a wallet that can still approve it, so that a second request cannot open meanwhile. The
 * wallet's part, which the user can cancel, ends with its signature; the submission is then
 * awaited outside it.
 */
export function useFlowMutate(): UseMutationResult<string, FlowError, FlowMutateVariables> {
  const { network, getClient, walletGate } = useFlowContext('useFlowMutate');
  const { recordSubmitted } = useTrackedTransactionsContext('useFlowMutate');
  return useMutation({
    // Every transaction plan (`TransactionPlan`: Cadence, arguments, title) is sent by this one
    // mutation, so `useIsMutating` can tell a network's signings apart from its reads' keys.
    mutationKey: ['flow', network, 'sendTransaction'],
    mutationFn: async ({
      title,
      onLateOutcome,
      onSigned,
      walletPass,
      ...request
    }: FlowMutateVariables) => {
      const pass = walletPass ?? walletGate.acquire();
      if (!pass) throw new WalletRequestInFlightError();
      const release = pass.release;
      let signed = () => {};
      const walletSigned = new Promise<void>((resolve) => {
        signed = resolve;
      });
      let submission: Promise<string>;
      try {
        submission = (await getClient()).mutate({
          ...request,
          onSigned: () => {
            signed();
            onSigned?.();
          },
        });
      } catch (error) {
        release();
        throw toFlowError(error);
      }
      // A submission whose answer was lost is followed by its id like any other.
      const submittedId = (error: unknown): string | null => {
        if (!(error instanceof SubmissionUncertainError)) return null;
        recordSubmitted(error.txId, title);
        return error.txId;
      };
      try {
        // The wallet's part ends with its signature: the access node's answer (FCL retries for
        // up to about three minutes) is not something to cancel in the wallet.
        await walletGate.run(Promise.race([walletSigned, submission]));
      } catch (error) {
        const flowError = toFlowError(error);
        submittedId(flowError);
        if (walletMayStillAnswer(flowError)) {
          // Whatever the wallet approves after all is recorded, so that no submitted
          // transaction goes untracked.
          submission
            .then(
              (lateId) => {
                recordSubmitted(lateId, title);
                onLateOutcome?.(lateId);
              },
              (lateError: unknown) => onLateOutcome?.(submittedId(lateError)),
            )
            .finally(release);
        } else {
          release();
          // Not expected once the wallet view is gone, but a submitted transaction must never
          // go untracked.
          submission.then(
            (lateId) => recordSubmitted(lateId, title),
            (lateError: unknown) => submittedId(lateError),
          );
        }
        throw flowError;
      }
      let id: string;
      try {
        id = await submission;
      } catch (error) {
        const flowError = toFlowError(error);
        submittedId(flowError);
        throw flowError;
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
