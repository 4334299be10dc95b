import { displayText } from './plain-text.ts';
import './transaction-error.css';

const RAW_LENGTH = 20_000;

export interface TransactionErrorDetailsProps {
  readonly summary: string;
  /** The most specific line of the error (a Cadence panic's text, say). */
  readonly reason?: string | undefined;
  readonly hint?: string | undefined;
  /** The message as the network sent it; behind a disclosure. */
  readonly raw?: string | null | undefined;
}

/** Why a transaction did not succeed, in words, with the raw message on demand; all as text. */
export function TransactionErrorDetails({
  summary,
  reason,
  hint,
  raw,
}: TransactionErrorDetailsProps) {
  const rawText = displayText(raw, RAW_LENGTH);
  return (
    <div className="tx__error">
      <p className="tx__error-summary">
        <strong>{summary}</strong>
      </p>
      {reason ? <p className="tx__error-reason">Reason: {reason}</p> : null}
      {hint ? <p className="tx__error-hint">{hint}</p> : null}
      {rawText ? (
        <details className="tx__raw">
          <summary>Show the raw error</summary>
          <pre className="raw">{rawText}</pre>
        </details>
      ) : null}
    </div>
  );
}
