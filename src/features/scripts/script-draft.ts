import { isRecord } from '../../flow/is-record.ts';
import type { ArgumentDraft } from './argument-drafts.ts';
import { keepValidArgumentDrafts } from './argument-drafts.ts';

/** What the page keeps for the tab's session: the script, its arguments, the block height. */
export interface ScriptDraft {
  readonly cadence: string;
  readonly args: Readonly<Record<string, ArgumentDraft>>;
  /** Digits, or empty for the latest sealed block. */
  readonly blockHeight: string;
}

// Session storage is small; a script beyond this is not kept across reloads.
const MAX_STORED_CADENCE = 64 * 1024;

/** A stored draft read back, or null when it is not one (then the page starts afresh). */
export function parseScriptDraft(stored: unknown): ScriptDraft | null {
  if (!isRecord(stored)) return null;
  const { cadence, args, blockHeight } = stored;
  if (typeof cadence !== 'string' || cadence.length > MAX_STORED_CADENCE) return null;
  if (!isRecord(args)) return null;
  return {
    cadence,
    args: keepValidArgumentDrafts(args),
    blockHeight:
      typeof blockHeight === 'string' && /^\d{0,20}$/.test(blockHeight) ? blockHeight : '',
  };
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
