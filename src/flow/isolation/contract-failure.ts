import { AccessNodeError, CADENCE_RUNTIME_ERROR, withRealNewlines } from '../errors.ts';

/**
 * A script that failed inside a contract's own code: a panic, a failed assertion or any runtime
 * error whose innermost frame is a deployed contract (`--> <address>.<Name>:line:col`), not the
 * app's script. Cadence has no try/catch, so one such contract fails the whole script; the
 * failure belongs to the asset whose contract was called, never to the account.
 */
export interface ContractFailure {
  /** The contract whose code failed, e.g. `FrailKitties`. */
  readonly contract: string;
  /** Its account, `0x` + 16 hex digits. */
  readonly address: string;
  /** Cadence's own line, e.g. `panic: FrailKitties: resolveView is broken` (plain text). */
  readonly reason: string;
  /** The access node's whole message, for "Show the error". */
  readonly raw: string;
}

// Any frame of the stack, and a frame in a deployed contract (a script's frames are located by a
// 64-digit hash instead).
const ANY_FRAME = /-->\s*\S+:\d+:\d+/g;
const CONTRACT_FRAME = /-->\s*(?:0x)?([0-9a-f]{16})\.([A-Za-z_][A-Za-z0-9_]*):\d+:\d+/g;
// Cadence's `error: …` line, starting a line.
const ERROR_LINE = /\n[ \t]*error: ([^\n]+)/g;

// A mainnet or testnet access node that runs a script itself cuts the FVM's message, which
// follows "failed to execute script at block (<id>): ", to its first and last 499 bytes joined by
// " ... " (flow-go's summarizeLog, engine/execution/computation/query/executor.go). Only what
// follows the cut is the message's true end; a frame before it need not be the innermost.
const SCRIPT_AT_BLOCK = 'failed to execute script at block (';
const CUT = ' ... ';

/** The contract that failed, or null when the script failed for another reason. */
export function contractFailure(error: unknown): ContractFailure | null {
  if (!(error instanceof AccessNodeError)) return null;
  const flowError = error.flowError;
  if (flowError?.code !== CADENCE_RUNTIME_ERROR) return null;
  const text = withRealNewlines(flowError.raw);
  const innermost = [...text.matchAll(CONTRACT_FRAME)].at(-1);
  if (innermost?.[1] === undefined || innermost[2] === undefined) return null;
  // The innermost frame must be the last location in the message: a failure in the script
  // itself, after calls into contracts that returned, is the script's.
  const last = [...text.matchAll(ANY_FRAME)].at(-1);
  if (last?.index !== innermost.index) return null;
  // In a message that may be cut, the frame must follow the last " ... ": if the cut took the
  // innermost frame's location, which code failed is unknown, and the failure is an ordinary one.
  const kept = keptEndStart(text);
  if (innermost.index < kept) return null;
  const reason =
    kept === 0
      ? flowError.reason
      : [...text.slice(kept, innermost.index).matchAll(ERROR_LINE)].at(-1)?.[1];
  return {
    contract: innermost[2],
    address: `0x${innermost[1]}`,
    reason: reason?.trim() ?? flowError.summary,
    raw: flowError.raw,
  };
}

/** Where the end of a message that may have been cut begins, else 0. */
function keptEndStart(text: string): number {
  const summarized = text.indexOf(SCRIPT_AT_BLOCK);
  const cut = text.lastIndexOf(CUT);
  return summarized !== -1 && cut > summarized ? cut + CUT.length : 0;
}
