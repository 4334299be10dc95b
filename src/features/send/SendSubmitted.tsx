import { Link } from 'react-router';
import { TransactionFailedError } from '../../flow/errors.ts';
import { useFlowTransactionStatus } from '../../flow/react/useFlowTransactionStatus.ts';

const PHASE_TEXT = {
  unknown: 'Submitted; waiting for the network…',
  pending: 'Pending',
  finalized: 'Finalized',
  executed: 'Executed',
  sealed: 'Sealed: done.',
  expired: 'Expired: nothing happened.',
  failed: 'Failed.',
} as const;

/** The submitted transaction, live until final. */
export function SendSubmitted({
  id,
  title,
  onNew,
}: {
  readonly id: string;
  readonly title: string;
  readonly onNew: () => void;
}) {
  const { phase, error } = useFlowTransactionStatus({ id });
  return (
    <section className="card" aria-labelledby="submitted-heading">
      <h2 id="submitted-heading">{title}</h2>
      <p role="status" data-testid="send-status">
        {phase ? PHASE_TEXT[phase] : 'Submitted; waiting for the network…'}
      </p>
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
      <p className="muted small">
        Transaction <code>{id}</code>
      </p>
      <p className="row">
        <Link className="button button--ghost" to="/activity">
          See it in Activity
        </Link>
        <button type="button" className="button" onClick={onNew}>
          Send more
        </button>
      </p>
    </section>
  );
}
