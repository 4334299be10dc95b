import { useId } from 'react';
import { Link } from 'react-router';
import { TransactionErrorDetails } from '../../components/ui/TransactionErrorDetails.tsx';
import { systemContractAddress } from '../../flow/contracts.ts';
import { TransactionFailedError } from '../../flow/errors.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useFlowTransactionStatus } from '../../flow/react/useFlowTransactionStatus.ts';
import { BatchFailureNotice, BatchResults } from './BatchResults.tsx';
import { evmCallResults } from './batch-results.ts';
import type { SubmittedTransaction } from './use-transaction-steps.ts';

const PHASE_TEXT = {
  unknown: 'Submitted; waiting for the network…',
  pending: 'Pending',
  finalized: 'Finalized',
  executed: 'Executed',
  sealed: 'Sealed: done.',
  expired: 'Expired: nothing happened.',
  failed: 'Failed.',
} as const;

/** A submitted EVM action, live until final: its outcome, and a batch's per-call results. */
export function EvmSubmitted({
  submitted,
  newLabel,
  onNew,
}: {
  readonly submitted: SubmittedTransaction;
  readonly newLabel: string;
  /** Back to the form; `nothingHappened`: the transaction failed or expired. */
  readonly onNew: (nothingHappened: boolean) => void;
}) {
  const { network } = useFlowContext('EvmSubmitted');
  const headingId = useId();
  const { status, phase, error } = useFlowTransactionStatus({ id: submitted.id });
  const { plan, calls } = submitted;
  const results =
    calls && phase === 'sealed' && status
      ? evmCallResults(status.events, systemContractAddress(network, 'EVM'))
      : null;
  const failed = error instanceof TransactionFailedError ? error : null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{plan.title}</h2>
      <p role="status" data-testid="evm-status">
        {phase ? PHASE_TEXT[phase] : PHASE_TEXT.unknown}
      </p>
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
      <p className="muted small">
        Transaction <code>{submitted.id}</code>
      </p>
      <p className="row">
        <Link className="button button--ghost" to="/activity">
          See it in Activity
        </Link>
        <button
          type="button"
          className="button"
          onClick={() => onNew(phase === 'failed' || phase === 'expired')}
        >
          {newLabel}
        </button>
      </p>
    </section>
  );
}
