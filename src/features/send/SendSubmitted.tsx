import { SubmittedTransactionCard } from '../../components/ui/SubmittedTransactionCard.tsx';
import { TransactionFailedError } from '../../flow/errors.ts';
import { useFlowTransactionStatus } from '../../flow/react/useFlowTransactionStatus.ts';
import type { SubmittedTransaction } from '../../flow/react/useTransactionSteps.ts';

/** The submitted transfer, live until final. */
export function SendSubmitted({
  submitted,
  onNew,
}: {
  readonly submitted: SubmittedTransaction;
  /** Back to the form; `nothingHappened`: the transaction failed or expired. */
  readonly onNew: (nothingHappened: boolean) => void;
}) {
  const { phase, error } = useFlowTransactionStatus({ id: submitted.id });
  return (
    <SubmittedTransactionCard
      id={submitted.id}
      title={submitted.plan.title}
      phase={phase}
      statusTestId="send-status"
      newLabel="Send more"
      onNew={onNew}
    >
      {error ? (
        <div role="alert" data-testid="send-error">
          <p>{error.shortMessage}</p>
          {error instanceof TransactionFailedError && error.flowError.reason ? (
            <p className="raw">{error.flowError.reason}</p>
          ) : null}
          {error instanceof TransactionFailedError && error.flowError.hint ? (
            <p className="muted">{error.flowError.hint}</p>
          ) : null}
        </div>
      ) : null}
    </SubmittedTransactionCard>
  );
}
