import { useRef, useState } from 'react';
import {
  AccessNodeError,
  SubmissionUncertainError,
  toFlowError,
  WalletDeclinedError,
  WalletRequestInFlightError,
  WalletStoppedWaitingError,
} from '../../flow/errors.ts';
import { useSendTransaction } from '../../flow/react/useSendTransaction.ts';
import { useWalletRequestInFlight } from '../../flow/react/useWalletRequestInFlight.ts';
import type { TransactionPlan } from '../../flow/transaction-plan.ts';
import { errorText } from '../ui/error-text.ts';

/** A transaction the network accepted, with what its screen keeps to show the outcome. */
export interface SubmittedTransaction<detail = never> {
  readonly id: string;
  readonly plan: TransactionPlan;
  /** Given when signing, for the outcome's view (an EVM batch's calls, say). */
  readonly detail?: detail;
  /**
   * The access node's answer to the submission was lost: the transaction is followed by its id,
   * but whether the network has it is not known until it shows up (or never does).
   */
  readonly uncertain?: true;
}

export interface SignOptions<detail = never> {
  readonly detail?: detail;
  /** Keep the form's input (a first step, such as onboarding, that the user continues from). */
  readonly keepDraft?: boolean;
}

const CANCEL_NOTICES: Readonly<Record<WalletDeclinedError['kind'], string>> = {
  declined: 'You declined in the wallet. Nothing was sent.',
  closed: 'You closed the wallet, so the request was cancelled. Nothing was sent.',
  aborted: 'Wallet request cancelled. Nothing was sent.',
};

/** Shown when a request the app stopped waiting for ends without a transaction. */
export const LATE_NOTHING_SENT_NOTICE =
  'The wallet request ended without a transaction. Nothing was sent.';

/**
 * Why the wallet request did not go through, in words. A cancellation is the user's choice, a
 * neutral notice; anything else is an error. Only a declined request or a closed wallet view
 * says that nothing was sent: when the app merely stopped waiting, the wallet may still approve.
 */
function signFailure(error: unknown): { notice: string } | { error: string } {
  const flowError = toFlowError(error);
  if (flowError instanceof WalletDeclinedError) return { notice: CANCEL_NOTICES[flowError.kind] };
  if (flowError instanceof WalletStoppedWaitingError) return { notice: errorText(flowError) };
  // A rejection at submission (expired reference block, balance...) comes with a hint.
  const hint = flowError instanceof AccessNodeError ? flowError.flowError?.hint : undefined;
  const text = errorText(flowError);
  return { error: hint ? `${text} ${hint}` : text };
}

/**
 * One transaction form's way through form → review → wallet → submitted. `clearDraft` runs once
 * the network has the transaction (to clear the draft); a declined or failed request keeps it.
 * `restoreDraft` brings the cleared draft back when the user starts over from a transaction that
 * failed or expired, which changed nothing: their input is not lost.
 */
export function useTransactionSteps<detail = never>(
  clearDraft: () => void,
  restoreDraft: () => void,
) {
  const send = useSendTransaction();
  // Also true after the app stopped waiting for a wallet that can still approve the request.
  const walletPending = useWalletRequestInFlight();
  // Set at once: a double click's second call, before React re-renders, finds it set (the wallet
  // gate would refuse it too, but as an error, and TanStack's state would follow the second call).
  const signingNow = useRef(false);
  const [step, setStep] = useState<'edit' | 'review'>('edit');
  const [showErrors, setShowErrors] = useState(false);
  const [signError, setSignError] = useState<string | null>(null);
  const [signNotice, setSignNotice] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState<SubmittedTransaction<detail> | null>(null);
  // The wallet has signed; the transaction is on its way to the access node.
  const [sending, setSending] = useState(false);
  // Whether the submitted transaction left the draft in place (so there is nothing to restore).
  const submittedKeptDraft = useRef(false);

  const showSubmitted = (
    id: string,
    plan: TransactionPlan,
    detail: detail | undefined,
    keepDraft: boolean,
    uncertain = false,
  ) => {
    if (!keepDraft) clearDraft();
    submittedKeptDraft.current = keepDraft;
    setStep('edit');
    setShowErrors(false);
    setSignNotice(null);
    setSignError(null);
    setSubmitted({ id, plan, detail, ...(uncertain && { uncertain }) });
  };

  const sign = async (
    plan: TransactionPlan,
    { detail, keepDraft = false }: SignOptions<detail>,
  ) => {
    if (walletPending) {
      // Keeps the notice that explains the request still open in the wallet.
      setSignError(new WalletRequestInFlightError().shortMessage);
      return;
    }
    if (signingNow.current) return;
    signingNow.current = true;
    setSignError(null);
    setSignNotice(null);
    try {
      const id = await send.mutateAsync({
        cadence: plan.cadence,
        args: plan.args,
        limit: plan.computeLimit,
        title: plan.title,
        ...(plan.recipient !== undefined && { recipient: plan.recipient }),
        onSigned: () => setSending(true),
        // The wallet answered after the app stopped waiting: say what became of the request.
        // No newer request can have reached the wallet meanwhile (the gate’s slot was held).
        onLateOutcome: (lateId) => {
          if (lateId === null) {
            setSignError(null);
            setSignNotice(LATE_NOTHING_SENT_NOTICE);
          } else {
            showSubmitted(lateId, plan, detail, keepDraft);
          }
        },
      });
      showSubmitted(id, plan, detail, keepDraft);
    } catch (error) {
      // Signed and sent, but the node's answer was lost: follow it, never invite a second signing.
      if (error instanceof SubmissionUncertainError) {
        showSubmitted(error.txId, plan, detail, keepDraft, true);
        return;
      }
      const failure = signFailure(error);
      if ('notice' in failure) setSignNotice(failure.notice);
      else setSignError(failure.error);
    } finally {
      signingNow.current = false;
      setSending(false);
    }
  };

  return {
    step,
    showErrors,
    signError,
    /** The user cancelled the last request (declined, closed the wallet): not an error. */
    signNotice,
    signing: send.isPending,
    /** The wallet has signed and the transaction is being sent to the access node. */
    sending,
    /**
     * A wallet request is open somewhere in the app, or still pending in the wallet after the app
     * stopped waiting for it: signing is refused until it ends.
     */
    walletPending,
    submitted,
    /** The user asked to review: show every field error, and go on only with a plan. */
    review: (plan: TransactionPlan | null) => {
      setShowErrors(true);
      setSignError(null);
      setSignNotice(null);
      if (plan) setStep('review');
    },
    back: () => setStep('edit'),
    sign: (plan: TransactionPlan, options: SignOptions<detail> = {}) => void sign(plan, options),
    /** Back to the form: with the input that was sent, when the transaction changed nothing. */
    startOver: (nothingHappened = false) => {
      if (nothingHappened && submitted && !submittedKeptDraft.current) restoreDraft();
      setSubmitted(null);
    },
  };
}

export type TransactionSteps<detail = never> = ReturnType<typeof useTransactionSteps<detail>>;
