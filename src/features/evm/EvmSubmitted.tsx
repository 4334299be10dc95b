import type { SubmittedTransaction } from '../../components/transaction-flow/useTransactionSteps.ts';
import { SubmittedTransactionCard } from '../../components/ui/SubmittedTransactionCard.tsx';
import { TransactionErrorDetails } from '../../components/ui/TransactionErrorDetails.tsx';
import { systemContractAddress } from '../../flow/contracts.ts';
import { TransactionFailedError } from '../../flow/errors.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useTransaction } from '../../flow/react/useTransaction.ts';
import { feePaidOf } from '../../flow/transactions/fee-paid.ts';
import { BatchFailureNotice, BatchResults } from './BatchResults.tsx';
import { evmCallResults } from './batch-results.ts';
import type { EvmCall } from './wflow-batch.ts';

/** The action's submitted transaction, live until final, with a batch's per-call results. */
export function EvmSubmitted({
  submitted,
  onNew,
  newLabel,
}: {
  readonly submitted: SubmittedTransaction<readonly EvmCall[]>;
  /** Back to the form; `nothingHappened`: the transaction failed or expired. */
  readonly onNew: (nothingHappened: boolean) => void;
  readonly newLabel: string;
}) {
  const { network } = useFlowContext('EvmSubmitted');
  const { status, phase, error } = useTransaction(submitted.id);
  const { plan, detail: calls } = submitted;
  const results =
    calls && phase === 'sealed' && status
      ? evmCallResults(status.events, systemContractAddress(network, 'EVM'))
      : null;
  const failed = error instanceof TransactionFailedError ? error : null;
  return (
    <SubmittedTransactionCard
      id={submitted.id}
      title={plan.title}
      phase={phase}
      statusTestId="evm-status"
      newLabel={newLabel}
      onNew={onNew}
      feePaid={feePaidOf(status?.events, network)}
      uncertain={submitted.uncertain === true}
    >
      <div aria-live="polite">
        {calls && results ? <BatchResults calls={calls} results={results} /> : null}
      </div>
      {error ? (
        <div role="alert" data-testid="evm-error">
          {calls && failed ? (
            <BatchFailureNotice calls={calls} errorMessage={failed.flowError.raw} />
          ) : null}
          {failed ? (
            <p>
              Nothing was applied: a failed transaction changes nothing on either VM. Only the
              transaction fee was charged.
            </p>
          ) : null}
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
