import type { FlowClient, TransactionRequest } from '../client/flow-client.ts';
import {
  SubmissionUncertainError,
  toFlowError,
  WalletRequestInFlightError,
  walletMayStillAnswer,
} from '../errors.ts';
import type { FlowNetwork } from '../networks.ts';
import type { WalletGate } from '../wallet/wallet-gate.ts';

export interface SendTransactionRequest extends TransactionRequest {
  /** What the transaction is for, in plain words ("Send 5 FLOW to 0x…"); shown in Activity. */
  readonly title: string;
  /** The address it pays, when it pays one: Activity offers to save it. */
  readonly recipient?: string;
  /**
   * When the app stopped waiting but the wallet may still answer (see `walletMayStillAnswer`):
   * called once FCL's request settles, with the transaction id if it was submitted after all,
   * or null if it was not.
   */
  readonly onLateOutcome?: (id: string | null) => void;
}

/** What a recorded transaction says of itself. */
export type TransactionAbout = Pick<SendTransactionRequest, 'title' | 'recipient'>;

/** What sending needs from one network: its client, its wallet gate and its transaction record. */
export interface TransactionSender {
  readonly getClient: () => Promise<Pick<FlowClient, 'mutate'>>;
  readonly walletGate: WalletGate;
  /** Records a transaction the network has (or may have) for the signed-in account. */
  readonly recordSubmitted: (id: string, about: TransactionAbout) => void;
}

/**
 * Sends a transaction through the wallet; resolves with its id once submitted (not sealed).
 *
 * The wallet gate's one slot is taken synchronously, at call time, so a second call before the
 * first settles (a double click) is refused with `WalletRequestInFlightError` and opens nothing.
 * The slot is held until FCL's request settles, also when the app stopped waiting for a wallet
 * that can still approve it. The wallet's part, which the user can cancel, ends with its
 * signature; the submission is then awaited outside it.
 *
 * Every submitted transaction is recorded: one the wallet approves after the app stopped waiting
 * (`onLateOutcome` says what became of it), and one whose answer was lost after it was sent
 * (`SubmissionUncertainError`, recorded by its id). A declined or failed request records nothing.
 */
export function sendTransaction(
  sender: TransactionSender,
  request: SendTransactionRequest,
): Promise<string> {
  const pass = sender.walletGate.acquire();
  if (!pass) return Promise.reject(new WalletRequestInFlightError());
  return signAndSubmit(sender, request, pass.release);
}

async function signAndSubmit(
  { getClient, walletGate, recordSubmitted }: TransactionSender,
  { title, recipient, onLateOutcome, onSigned, ...request }: SendTransactionRequest,
  release: () => void,
): Promise<string> {
  const about: TransactionAbout = { title, ...(recipient !== undefined && { recipient }) };
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
  const recordUncertain = (error: unknown): string | null => {
    if (!(error instanceof SubmissionUncertainError)) return null;
    recordSubmitted(error.txId, about);
    return error.txId;
  };
  try {
    // The wallet's part ends with its signature: the access node's answer (FCL retries for up
    // to about three minutes) is not something to cancel in the wallet.
    await walletGate.run(Promise.race([walletSigned, submission]));
  } catch (error) {
    const flowError = toFlowError(error);
    recordUncertain(flowError);
    if (walletMayStillAnswer(flowError)) {
      // Whatever the wallet approves after all is recorded, so that no submitted transaction
      // goes untracked; the slot stays taken until then.
      submission
        .then(
          (lateId) => {
            recordSubmitted(lateId, about);
            onLateOutcome?.(lateId);
          },
          (lateError: unknown) => onLateOutcome?.(recordUncertain(toFlowError(lateError))),
        )
        .finally(release);
    } else {
      release();
      // Not expected once the wallet view is gone, but a submitted transaction must never go
      // untracked.
      submission.then(
        (lateId) => recordSubmitted(lateId, about),
        (lateError: unknown) => recordUncertain(toFlowError(lateError)),
      );
    }
    throw flowError;
  }
  let id: string;
  try {
    id = await submission;
  } catch (error) {
    const flowError = toFlowError(error);
    recordUncertain(flowError);
    throw flowError;
  } finally {
    release();
  }
  recordSubmitted(id, about);
  return id;
}

/**
 * TanStack Query's mutation options for `sendTransaction` on one network: every transaction
 * plan is sent under this key, so `useIsMutating` can tell a network's signings apart from its
 * reads. Never retried: a retried transaction could spend twice.
 */
export function sendTransactionMutationOptions(
  network: FlowNetwork,
  sender: TransactionSender,
): {
  readonly mutationKey: readonly ['flow', FlowNetwork, 'sendTransaction'];
  readonly mutationFn: (request: SendTransactionRequest) => Promise<string>;
  readonly retry: false;
} {
  return {
    mutationKey: ['flow', network, 'sendTransaction'],
    mutationFn: (request) => sendTransaction(sender, request),
    retry: false,
  };
}
