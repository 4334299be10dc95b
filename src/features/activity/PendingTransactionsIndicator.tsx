import { Link } from 'wouter';
import { useTransactions } from '../../flow/react/useTransactions.ts';
import './activity.css';

/** The header's count of unfinished transactions, linking to Activity; changes are announced. */
export function PendingTransactionsIndicator() {
  const transactions = useTransactions();
  const pending = transactions.filter((entry) => !entry.final).length;
  const label = `${pending} pending ${pending === 1 ? 'transaction' : 'transactions'}`;
  return (
    <>
      {/* Always present (empty when idle), so that screen readers announce changes politely. */}
      <span className="visually-hidden" role="status">
        {pending > 0 ? label : ''}
      </span>
      {pending > 0 ? (
        <Link
          to="/activity"
          className="activity-indicator"
          aria-label={`${label}: open Activity`}
          data-testid="pending-indicator"
        >
          <span className="activity-indicator__dot" aria-hidden="true" />
          {pending} pending
        </Link>
      ) : null}
    </>
  );
}
