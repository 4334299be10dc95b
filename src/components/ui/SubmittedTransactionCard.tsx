import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { formatFlow } from '../../flow/flow-amounts.ts';
import type { TransactionPhase } from '../../flow/transaction-phase.ts';

const PHASE_TEXT: Readonly<Record<TransactionPhase, string>> = {
  unknown: 'Submitted; waiting for the network…',
  pending: 'Pending',
  finalized: 'Finalized',
  executed: 'Executed',
  sealed: 'Sealed: done.',
  expired: 'Expired: nothing happened.',
  failed: 'Failed.',
};

/**
 * A submitted transaction, live until final: its phase, what came of it (`children`), where to
 * follow it, and the way back to the form.
 */
export function SubmittedTransactionCard({
  id,
  title,
  phase,
  statusTestId,
  newLabel,
  onNew,
  feePaid = null,
  children,
}: {
  readonly id: string;
  readonly title: string;
  readonly phase: TransactionPhase | null;
  readonly statusTestId: string;
  readonly newLabel: string;
  /** Back to the form; `nothingHappened`: the transaction failed or expired. */
  readonly onNew: (nothingHappened: boolean) => void;
  /** The fee charged (UFix64 units), once the execution result says so. */
  readonly feePaid?: bigint | null;
  readonly children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p role="status" data-testid={statusTestId}>
        {PHASE_TEXT[phase ?? 'unknown']}
      </p>
      {children}
      {feePaid !== null ? (
        <p className="muted small" data-testid="fee-paid">
          Fee paid: {formatFlow(feePaid)} FLOW
        </p>
      ) : null}
      <p className="muted small">
        Transaction <code>{id}</code>
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
