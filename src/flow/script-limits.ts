import { AccessNodeError } from './errors.ts';

/**
 * The limits a script can pass by reading too much, whatever it is asked for: storage read
 * (1106, 20 MB by default) and computation (1110). The access node nests codes ("[Error Code:
 * 1101] … [Error Code: 1106] …" on flow-go, 1106 first on the emulator), so any of them counts.
 */
const OVER_LIMIT = /\[Error Code: (1106|1110)\]/;

/** The script failed because what it read was too large, not because it was wrong. */
export function isScriptOverLimit(error: unknown): boolean {
  if (!(error instanceof AccessNodeError)) return false;
  const code = error.flowError?.code;
  return code === 1106 || code === 1110 || OVER_LIMIT.test(error.details ?? '');
}
