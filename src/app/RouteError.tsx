import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a screen cannot load, e.g. its code could not be downloaded. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className="panel panel--error" role="alert">
      <h1>This page could not be shown</h1>
      <p>If you are offline, reconnect and reload. Transactions you started are still tracked.</p>
      <details>
        <summary>Technical details</summary>
        <pre className="raw">{message}</pre>
      </details>
      <p className="row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="button button--ghost" to="/">
          Go to the start page
        </Link>
      </p>
    </section>
  );
}
