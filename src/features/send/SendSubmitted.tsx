import type { SubmittedTransaction } from '../../components/transaction-flow/useTransactionSteps.ts';
import { SubmittedTransactionCard } from '../../components/ui/SubmittedTransactionCard.tsx';
import { TransactionErrorDetails } from '../../components/ui/TransactionErrorDetails.tsx';
import { TransactionFailedError } from '../../flow/errors.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useTransaction } from '../../flow/react/useTransaction.ts';
import { feePaidOf } from '../../flow/transactions/fee-paid.ts';

/** The submitted transfer, live until final. */
export function SendSubmitted({
  submitted,
  onNew,
}: {
  readonly submitted: SubmittedTransaction;
  /** Back to the form; `nothingHappened`: the transaction failed or expired. */
  readonly onNew: (nothingHappened: boolean) => void;
}) {
  const { network } = useFlowContext('SendSubmitted');
  const { status, phase, error } = useTransaction(submitted.id);
  return (
    <SubmittedTransactionCard
      id={submitted.id}
      title={submitted.plan.title}
      phase={phase}
      statusTestId="send-status"
      newLabel="Send more"
      onNew={onNew}
      feePaid={feePaidOf(status?.events, network)}
      uncertain={submitted.uncertain === true}
    >
      {error ? (
        <div role="alert" data-testid="send-error">
          {error instanceof TransactionFailedError ? (
            <TransactionErrorDetails
              summary={error.shortMessage}
              reason={error.flowError.reason}
              hint={error.flowError.hint}
              raw={error.flowError.raw}
            />
          ) : (
            <p>{error.shortMessage}</p>
          )}
        </div>
      ) : null}
    </SubmittedTransactionCard>
  );
}
