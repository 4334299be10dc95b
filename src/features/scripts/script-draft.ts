import { parseArgumentDrafts } from './argument-drafts.ts';
import type { ArgumentDraft } from './argument-inputs.ts';

/** What the page keeps for the tab's session: the script, its arguments, the block height. */
export interface ScriptDraft {
  readonly cadence: string;
  readonly args: Readonly<Record<string, ArgumentDraft>>;
  /** Digits, or empty for the latest sealed block. */
  readonly blockHeight: string;
}

// Session storage is small; a script beyond this is not kept across reloads.
const MAX_STORED_CADENCE = 64 * 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored draft read back, or null when it is not one (then the page starts afresh). */
export function parseScriptDraft(stored: unknown): ScriptDraft | null {
  if (!isRecord(stored)) return null;
  const { cadence, args, blockHeight } = stored;
  if (typeof cadence !== 'string' || cadence.length > MAX_STORED_CADENCE) return null;
  const parsedArgs = parseArgumentDrafts(args);
  if (parsedArgs === null) return null;
  return {
    cadence,
    args: parsedArgs,
    blockHeight:
      typeof blockHeight === 'string' && /^\d{0,20}$/.test(blockHeight) ? blockHeight : '',
  };
}

export type BlockHeightCheck =
  | { readonly ok: true; readonly height: bigint | undefined }
  | { readonly ok: false; readonly message: string };

const UINT64_MAX = 2n ** 64n - 1n;

/** The optional block height field: empty means the latest sealed block. */
export function checkBlockHeight(text: string): BlockHeightCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, height: undefined };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'A block height is digits only.' };
  const height = BigInt(trimmed);
  if (height > UINT64_MAX) return { ok: false, message: 'A block height is at most 2^64 − 1.' };
  return { ok: true, height };
}

/**
 * A record's own entry: a parameter may be called `constructor` or `toString`, which a plain
 * lookup would find on Object's prototype.
 */
export function ownEntry<value>(
  record: Readonly<Record<string, value>>,
  key: string,
): value | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
