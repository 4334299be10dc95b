import type { FlowError } from '../../flow/errors.ts';

/** What the alert reads of a query; a TanStack query result has all of it. */
export interface RetryableQuery {
  readonly error: FlowError | null;
  readonly isFetching: boolean;
  readonly refetch: () => Promise<unknown>;
}

/**
 * A failed read: what failed, the first failure's one-line message, and a Retry button that
 * reads every one of the queries again. Nothing while none of them failed.
 */
export function QueryErrorAlert({
  title,
  query,
}: {
  readonly title: string;
  readonly query: RetryableQuery | readonly RetryableQuery[];
}) {
  const queries = [query].flat();
  const error = queries.find((each) => each.error)?.error;
  if (!error) return null;
  const retrying = queries.some((each) => each.isFetching);
  const retry = () => {
    for (const each of queries) void each.refetch();
  };
  return (
    <div className="query-alert" role="alert">
      <p className="query-alert__text">
        <strong>{title}</strong> {error.shortMessage}
      </p>
      <button type="button" className="button button--small" disabled={retrying} onClick={retry}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
