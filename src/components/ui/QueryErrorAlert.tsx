import type { FlowError } from '../../flow/errors.ts';

/** A failed read: what failed, the error's one-line message, and a Retry button. */
export function QueryErrorAlert({
  title,
  error,
  retrying,
  onRetry,
}: {
  readonly title: string;
  readonly error: FlowError;
  readonly retrying: boolean;
  readonly onRetry: () => void;
}) {
  return (
    <div className="query-alert" role="alert">
      <p className="query-alert__text">
        <strong>{title}</strong> {error.shortMessage}
      </p>
      <button type="button" className="button button--small" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
