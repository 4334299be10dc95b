import type { ReactNode } from 'react';
import { signedComputeLimit } from '../../flow/config.ts';
import { describeShortfall } from '../../flow/payer-check.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { usePayerShortfall } from '../../flow/react/usePayerShortfall.ts';
import { useWalletRequestInFlight } from '../../flow/react/useWalletRequestInFlight.ts';
import type { TransactionPlan } from '../../flow/transaction-plan.ts';
import { LoadingLine } from '../ui/LoadingLine.tsx';
import { QueryErrorAlert, type RetryableQuery } from '../ui/QueryErrorAlert.tsx';
import { type ReviewFact, TransactionReview } from '../ui/TransactionReview.tsx';
import type { SignOptions, SubmittedTransaction, TransactionSteps } from './useTransactionSteps.ts';
import { useTransactionsBlocked } from './useTransactionsBlocked.ts';

/** What the review shows of the transaction the draft makes, and how it is signed. */
export interface ReviewStep<detail = never> {
  readonly plan: TransactionPlan;
  readonly facts?: readonly ReviewFact[];
  readonly options?: SignOptions<detail>;
  readonly summaryTestId?: string;
  /** What the transaction does in more detail (fees, EVM calls), shown before the arguments. */
  readonly children?: ReactNode;
}

/** What the form reads before it can be shown: a loading line, or the failure, in its place. */
export interface FormReads {
  readonly queries: readonly (RetryableQuery & { readonly isPending: boolean })[];
  /** "Loading your tokens…" */
  readonly loading: string;
  /** "Your tokens could not be read." */
  readonly failed: string;
}

function ReviewStepView<detail>({
  steps,
  review,
}: {
  readonly steps: TransactionSteps<detail>;
  readonly review: ReviewStep<detail>;
}) {
  const { config } = useFlowContext('TransactionFlow');
  const walletBusy = useWalletRequestInFlight();
  const blocked = useTransactionsBlocked();
  const shortfall = usePayerShortfall(review.plan);
  return (
    <TransactionReview
      plan={review.plan}
      computeLimit={signedComputeLimit(config, review.plan.computeLimit)}
      cannotPay={shortfall ? describeShortfall(shortfall) : null}
      facts={review.facts}
      summaryTestId={review.summaryTestId}
      signing={steps.signing}
      sending={steps.sending}
      walletBusy={walletBusy}
      blocked={blocked}
      error={steps.signError}
      notice={steps.signNotice}
      onBack={steps.back}
      onSign={() => steps.sign(review.plan, review.options)}
    >
      {review.children}
    </TransactionReview>
  );
}

/**
 * Every transaction form's steps on screen: the submitted transaction once there is one, the
 * review while the user reviews a draft that makes a transaction, and the form (`children`)
 * otherwise, once what it reads is there.
 */
export function TransactionFlow<detail = never>({
  steps,
  review,
  submitted,
  reads,
  children,
}: {
  readonly steps: TransactionSteps<detail>;
  /** The review of the draft's transaction; null while the draft makes none. */
  readonly review: ReviewStep<detail> | null;
  readonly submitted: (submitted: SubmittedTransaction<detail>) => ReactNode;
  readonly reads?: FormReads;
  readonly children: ReactNode;
}) {
  if (steps.submitted) return submitted(steps.submitted);
  if (steps.step === 'review' && review) {
    return <ReviewStepView steps={steps} review={review} />;
  }
  if (reads?.queries.some((query) => query.isPending)) {
    return <LoadingLine>{reads.loading}</LoadingLine>;
  }
  if (reads?.queries.some((query) => query.error)) {
    return <QueryErrorAlert title={reads.failed} query={reads.queries} />;
  }
  return children;
}
