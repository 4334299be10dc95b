import { EnvConfigError } from '../flow/env.ts';

export function StartupError({ error }: { readonly error: unknown }) {
  return (
    <main className="startup-error" role="alert">
      <h1>Flowdeck cannot start</h1>
      {error instanceof EnvConfigError ? (
        <p>
          The environment variable <code>{error.variable}</code> is invalid: {error.problem}. Fix it
          (see the README's configuration table) and rebuild.
        </p>
      ) : (
        <p>Start-up failed: {error instanceof Error ? error.message : String(error)}</p>
      )}
    </main>
  );
}
