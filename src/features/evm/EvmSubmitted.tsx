import {
  type SubmittedOutcome,
  TransactionSubmitted,
} from '../../components/transaction-flow/TransactionSubmitted.tsx';
import type { SubmittedTransaction } from '../../components/transaction-flow/useTransactionSteps.ts';
import { systemContractAddress } from '../../flow/contracts.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { BatchFailureNotice, BatchResults } from './BatchResults.tsx';
import { evmCallResults } from './batch-results.ts';
import type { EvmCall } from './wflow-batch.ts';

/** An EVM action's submitted transaction: with a batch's per-call results, and what a failure means. */
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
  const calls = submitted.detail;
  const results = ({ phase, status }: SubmittedOutcome) =>
    calls && phase === 'sealed' && status ? (
      <BatchResults
        calls={calls}
        results={evmCallResults(status.events, systemContractAddress(network, 'EVM'))}
      />
    ) : null;
  return (
    <TransactionSubmitted
      submitted={submitted}
      onNew={onNew}
      newLabel={newLabel}
      testIdPrefix="evm"
      results={results}
      failureNote={({ failed }) => (
        <>
          {calls ? <BatchFailureNotice calls={calls} errorMessage={failed.flowError.raw} /> : null}
          <p>
            Nothing was applied: a failed transaction changes nothing on either VM. Only the
            transaction fee was charged.
          </p>
        </>
      )}
    />
  );
}
