import type { SendPlan } from './send-plan.ts';

interface SendReviewProps {
  readonly plan: SendPlan;
  readonly networkLabel: string;
  readonly computeLimit: number;
  readonly recipientKind: 'cadence' | 'evm';
  readonly signing: boolean;
  readonly error: string | null;
  readonly onBack: () => void;
  readonly onSign: () => void;
}

/** Exactly what the wallet will be asked to sign. */
export function SendReview({
  plan,
  networkLabel,
  computeLimit,
  recipientKind,
  signing,
  error,
  onBack,
  onSign,
}: SendReviewProps) {
  return (
    <section className="card send-review" aria-labelledby="review-heading">
      <h2 id="review-heading">Review</h2>
      <p className="send-review__summary" data-testid="send-summary">
        {plan.title}
      </p>
      <dl className="figures">
        <div>
          <dt>Network</dt>
          <dd>{networkLabel}</dd>
        </div>
        <div>
          <dt>Recipient</dt>
          <dd>{recipientKind === 'evm' ? 'EVM address (Flow EVM)' : 'Cadence address'}</dd>
        </div>
        <div>
          <dt>Compute limit</dt>
          <dd>{computeLimit}</dd>
        </div>
      </dl>
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
      <p className="row">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={signing}>
          Back
        </button>
        <button
          type="button"
          className="button"
          onClick={onSign}
          disabled={signing}
          aria-busy={signing}
        >
          {signing ? 'Waiting for your wallet…' : 'Sign in wallet'}
        </button>
      </p>
    </section>
  );
}
