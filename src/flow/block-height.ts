// The heights the script runner takes: 1 … 2^53 − 1, those FCL could send exactly when it ran
// the scripts (as a JS number, with 0 meaning "latest"). The REST reader (script-reader.ts)
// would send any UInt64 height as typed; widening the rule is a change of its own.
const MAX_SENDABLE_HEIGHT = BigInt(Number.MAX_SAFE_INTEGER);

export type BlockHeightCheck =
  | { readonly ok: true; readonly height: bigint | undefined }
  | { readonly ok: false; readonly message: string };

/** Why this height cannot be sent as it is, or null when it can. */
export function blockHeightProblem(height: bigint): string | null {
  if (height === 0n) return 'Scripts cannot be run at block height 0 here; use 1 or later.';
  if (height < 0n) return 'A block height cannot be negative.';
  if (height > MAX_SENDABLE_HEIGHT) return `A block height is at most ${MAX_SENDABLE_HEIGHT}.`;
  return null;
}

/** The optional block height field: empty means the latest sealed block. */
export function checkBlockHeight(text: string): BlockHeightCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, height: undefined };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'A block height is digits only.' };
  // Longer than any sendable height; refused before BigInt() so a pasted wall costs nothing.
  if (trimmed.replace(/^0+/, '').length > 20) {
    return { ok: false, message: `A block height is at most ${MAX_SENDABLE_HEIGHT}.` };
  }
  const height = BigInt(trimmed);
  const problem = blockHeightProblem(height);
  return problem === null ? { ok: true, height } : { ok: false, message: problem };
}
