import { type ReactNode, useId } from 'react';
import { Link } from 'wouter';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useTransaction } from '../../flow/react/useTransaction.ts';
import type { TransactionPhase } from '../../flow/transactions/transaction-phase.ts';

const WAITING_TEXT = 'Submitted; waiting for the network…';
const UNCERTAIN_TEXT =
  'Submission uncertain: the access node did not confirm that it received this transaction. Checking the network for it by its id…';
const NEVER_ARRIVED_TEXT = 'It never reached the network: nothing was sent.';

const PHASE_TEXT: Readonly<Record<TransactionPhase, string>> = {
  pending: 'Pending',
  finalized: 'Finalized',
  executed: 'Executed',
  sealed: 'Sealed: done.',
  expired: 'Expired: nothing happened.',
  failed: 'Failed.',
  'not-found': NEVER_ARRIVED_TEXT,
};

/** What the card says of a submission whose answer was lost, or null once the network knows it. */
function uncertainNotice(phase: TransactionPhase | null, neverArrived: boolean) {
  if (neverArrived) {
    return {
      status: NEVER_ARRIVED_TEXT,
      hint: 'The network never had it, and it can no longer go through. You can send it again.',
    };
  }
  if (phase !== null) return null;
  return {
    status: UNCERTAIN_TEXT,
    hint: 'Do not sign it again: if the network has it, it goes through once. If it never arrived, this page and Activity say so once it can no longer go through, within about 15 minutes.',
  };
}

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
  uncertain = false,
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
  /** The submission's answer was lost (see SubmissionUncertainError): not known to be sent. */
  readonly uncertain?: boolean;
  readonly children?: ReactNode;
}) {
  const headingId = useId();
  // The tracker settles a transaction the network never knew as not-found (after its expiry).
  const neverArrived = useTransaction(id).tracked?.phase === 'not-found';
  const notice = uncertain ? uncertainNotice(phase, neverArrived) : null;
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p role="status" data-testid={statusTestId}>
        {notice ? notice.status : phase === null ? WAITING_TEXT : PHASE_TEXT[phase]}
      </p>
      {notice ? (
        <p className="muted" data-testid="submission-uncertain">
          {notice.hint}
        </p>
      ) : null}
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
          onClick={() => onNew(phase === 'failed' || phase === 'expired' || neverArrived)}
        >
          {newLabel}
        </button>
      </p>
    </section>
  );
}
