import { type ReactNode, useId } from 'react';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useFeeEstimate } from '../../flow/react/useFeeEstimate.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import type { TransactionPlan } from '../../flow/transaction-plan.ts';
import './transaction-review.css';

/** A line of the review besides the network and compute limit, e.g. the recipient's kind. */
export interface ReviewFact {
  readonly label: string;
  readonly value: string;
  readonly testId?: string;
}

interface TransactionReviewProps {
  readonly plan: TransactionPlan;
  readonly computeLimit: number;
  readonly facts?: readonly ReviewFact[];
  /** What the transaction does in more detail (fees, EVM calls), shown before the arguments. */
  readonly children?: ReactNode;
  readonly summaryTestId?: string;
  readonly signing: boolean;
  /** The wallet has signed; the transaction is on its way to the access node. */
  readonly sending?: boolean;
  /** Another wallet request is open elsewhere in the app. */
  readonly walletBusy?: boolean;
  /**
   * Why no transaction may start now (the access node has not confirmed the chain), or null.
   * The chain can turn unverified while the review is open, so signing checks it too.
   */
  readonly blocked?: string | null;
  /** Why the account cannot pay for this transaction (its fee, reserve and FLOW sent), or null. */
  readonly cannotPay?: string | null;
  readonly error: string | null;
  /** A neutral outcome of the last request (the user cancelled it), shown without alarm. */
  readonly notice?: string | null;
  readonly onBack: () => void;
  readonly onSign: () => void;
}

/** Exactly what the wallet will be asked to sign: the Cadence, its arguments, where and how. */
export function TransactionReview({
  plan,
  computeLimit,
  facts = [],
  children,
  summaryTestId = 'review-summary',
  signing,
  sending = false,
  walletBusy = false,
  blocked = null,
  cannotPay = null,
  error,
  notice = null,
  onBack,
  onSign,
}: TransactionReviewProps) {
  const network = useFlowNetwork();
  const headingId = useId();
  const maxFee = useFeeEstimate(computeLimit);
  const sign = () => {
    if (!blocked && !cannotPay) onSign();
  };
  return (
    <section className="card review" aria-labelledby={headingId}>
      <h2 id={headingId}>Review</h2>
      <p className="review__summary" data-testid={summaryTestId}>
        {plan.title}
      </p>
      <dl className="figures">
        <div>
          <dt>Network</dt>
          <dd>{network.label}</dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd data-testid={fact.testId}>{fact.value}</dd>
          </div>
        ))}
        <div>
          <dt>Compute limit</dt>
          <dd>{computeLimit}</dd>
        </div>
        <div>
          <dt>Most the fee can be</dt>
          <dd data-testid="review-max-fee">
            {maxFee.data !== undefined
              ? `${formatFlow(maxFee.data)} FLOW`
              : maxFee.isError
                ? 'Unknown: this network’s fee could not be read'
                : 'Reading this network’s fees…'}
          </dd>
        </div>
      </dl>
      {children}
      <h3>Arguments</h3>
      <table className="review-args">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {plan.review.map((arg) => (
            <tr key={arg.name}>
              <td>{arg.name}</td>
              <td>{arg.type}</td>
              <td className="address">{arg.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <details>
        <summary>The Cadence transaction</summary>
        <pre className="raw" data-testid="review-cadence">
          {plan.cadence}
        </pre>
      </details>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {notice && !signing ? (
        <p className="field__note" role="status" data-testid="sign-notice">
          {notice}
        </p>
      ) : null}
      {blocked && !signing ? (
        <p className="field__error" role="alert" data-testid="review-blocked">
          {blocked}
        </p>
      ) : null}
      {cannotPay && !signing ? (
        <p className="field__error" role="alert" data-testid="review-cannot-pay">
          {cannotPay}
        </p>
      ) : null}
      {walletBusy && !signing ? (
        <p className="field__note" role="status">
          Your wallet is busy with another request: answer it in your wallet first.
        </p>
      ) : null}
      <p className="row">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={signing}>
          Back
        </button>
        <button
          type="button"
          className="button"
          onClick={sign}
          disabled={signing || walletBusy || Boolean(blocked) || Boolean(cannotPay)}
          aria-busy={signing}
        >
          {signing
            ? sending
              ? 'Sending to the network…'
              : 'Waiting for your wallet…'
            : 'Sign in wallet'}
        </button>
      </p>
    </section>
  );
}
