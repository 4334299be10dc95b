import { useId } from 'react';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { useTransactions } from '../../flow/react/useTransactions.ts';
import { TransactionItem } from './TransactionItem.tsx';
import './activity.css';

/** The transaction center: every transaction sent from here, newest first, live until final. */
export function ActivityView() {
  const { id: network, label } = useFlowNetwork();
  const transactions = useTransactions();
  const headingId = useId();
  return (
    <section className="activity" aria-labelledby={headingId}>
      <h1 id={headingId}>Activity</h1>
      <p className="muted">
        Transactions sent from Flowdeck with this account on {label}, newest first. They are kept in
        this browser, and followed until they are final.
      </p>
      {transactions.length === 0 ? (
        <div className="card activity__empty">
          <h2>No transactions yet</h2>
          <p>
            When you send something from Flowdeck, it appears here with its live status, the time of
            each step and its result.
          </p>
        </div>
      ) : (
        <ol className="activity__list">
          {transactions.map((entry) => (
            <li key={entry.id}>
              <TransactionItem entry={entry} network={network} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
