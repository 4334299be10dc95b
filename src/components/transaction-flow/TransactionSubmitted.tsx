import type { ReactNode } from 'react';
import type { TransactionStatus } from '../../flow/client/flow-client.ts';
import { TransactionFailedError } from '../../flow/errors.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useTransaction } from '../../flow/react/useTransaction.ts';
import { feePaidOf } from '../../flow/transactions/fee-paid.ts';
import type { TransactionPhase } from '../../flow/transactions/transaction-phase.ts';
import { SubmittedTransactionCard } from '../ui/SubmittedTransactionCard.tsx';
import { TransactionErrorDetails } from '../ui/TransactionErrorDetails.tsx';
import type { SubmittedTransaction } from './useTransactionSteps.ts';

/** Where a submitted transaction is, for what a kind of transaction adds to its view. */
export interface SubmittedOutcome {
  readonly phase: TransactionPhase | null;
  readonly status: TransactionStatus | null;
  /** Its failure on chain, if it failed (not an expiry or a problem following it). */
  readonly failed: TransactionFailedError | null;
}

export interface TransactionSubmittedProps<detail> {
  readonly submitted: SubmittedTransaction<detail>;
  /** Back to the form; `nothingHappened`: the transaction failed or expired. */
  readonly onNew: (nothingHappened: boolean) => void;
  readonly newLabel: string;
  /** Names the view's test ids: `<name>-status`, `<name>-error`. */
  readonly testIdPrefix: string;
  /** What this kind of transaction shows once it has an outcome (an EVM batch's results). */
  readonly results?: (outcome: SubmittedOutcome) => ReactNode;
  /** What its failure means, above the error's details. */
  readonly failureNote?: (
    outcome: SubmittedOutcome & { failed: TransactionFailedError },
  ) => ReactNode;
}

/**
 * A submitted transaction of any form, live until final: its phase, the fee it paid, what went
 * wrong in words with the raw message on demand, and what the form adds to it.
 */
export function TransactionSubmitted<detail>({
  submitted,
  onNew,
  newLabel,
  testIdPrefix,
  results,
  failureNote,
}: TransactionSubmittedProps<detail>) {
  const { network } = useFlowContext('TransactionSubmitted');
  const { status, phase, error } = useTransaction(submitted.id);
  const failed = error instanceof TransactionFailedError ? error : null;
  const outcome = { phase, status, failed };
  return (
    <SubmittedTransactionCard
      id={submitted.id}
      title={submitted.plan.title}
      phase={phase}
      statusTestId={`${testIdPrefix}-status`}
      newLabel={newLabel}
      onNew={onNew}
      feePaid={feePaidOf(status?.events, network)}
      uncertain={submitted.uncertain === true}
    >
      {results ? <div aria-live="polite">{results(outcome)}</div> : null}
      {error ? (
        <div role="alert" data-testid={`${testIdPrefix}-error`}>
          {failed && failureNote ? failureNote({ ...outcome, failed }) : null}
          <TransactionErrorDetails
            summary={error.shortMessage}
            reason={failed?.flowError.reason}
            hint={failed?.flowError.hint}
            raw={failed?.flowError.raw}
          />
        </div>
      ) : null}
    </SubmittedTransactionCard>
  );
}
