export function PanelError({
  error,
  onRetry,
}: {
  readonly error: Error;
  readonly onRetry: () => void;
}) {
  return (
    <section className="panel panel--error" role="alert">
      <h2>Something went wrong here</h2>
      <p>This part of Flowdeck failed to show. Your wallet and your funds are not affected.</p>
      <details>
        <summary>Technical details</summary>
        <pre className="raw">{error.message}</pre>
      </details>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
