import { spawnSync } from 'node:child_process';
import { EmulatorMissingError } from './binary.ts';

/** `go version`'s line, or null when Go is not on this PATH. */
function goVersion(env: NodeJS.ProcessEnv): string | null {
  const result = spawnSync('go', ['version'], { encoding: 'utf8', env });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Go's version line, or an `EmulatorMissingError` saying what to install. */
export function requireGo(env: NodeJS.ProcessEnv = process.env): string {
  const go = goVersion(env);
  if (go) return go;
  throw new EmulatorMissingError(
    [
      "Go is not installed, so Flow's emulator and dev wallet cannot be built here.",
      'Install Go 1.26 and gcc (Debian: apt-get install golang gcc, or https://go.dev/dl),',
      'then run npm run flow:install again (npm start runs it for you).',
    ].join('\n'),
  );
}
