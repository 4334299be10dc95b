/**
 * Shown when a screen's code could not be downloaded, or the shell itself failed. Both links
 * load the page again: a failed download is only retried by a new page load.
 */
export function RouteError({ error }: { readonly error: Error }) {
  return (
    <section className="panel panel--error" role="alert">
      <h1>This page could not be shown</h1>
      <p>If you are offline, reconnect and reload. Transactions you started are still tracked.</p>
      <details>
        <summary>Technical details</summary>
        <pre className="raw">{error.message}</pre>
      </details>
      <p className="row">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Reload
        </button>
        <a className="button button--ghost" href="/">
          Go to the start page
        </a>
      </p>
    </section>
  );
}
