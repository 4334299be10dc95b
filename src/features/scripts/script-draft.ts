import * as v from 'valibot';
import type { ArgumentDraft } from './argument-drafts.ts';
import { validArgumentDraftsSchema } from './argument-drafts.ts';

/** What the page keeps for the tab's session: the script, its arguments, the block height. */
export interface ScriptDraft {
  readonly cadence: string;
  readonly args: Readonly<Record<string, ArgumentDraft>>;
  /** Digits, or empty for the latest sealed block. */
  readonly blockHeight: string;
}

// Session storage is small; a script beyond this is not kept across reloads.
const MAX_STORED_CADENCE = 64 * 1024;

const scriptDraftSchema = v.object({
  cadence: v.pipe(v.string(), v.maxLength(MAX_STORED_CADENCE)),
  args: validArgumentDraftsSchema,
  blockHeight: v.fallback(v.pipe(v.string(), v.regex(/^\d{0,20}$/)), ''),
});

/** A stored draft read back, or null when it is not one (then the page starts afresh). */
export function parseScriptDraft(stored: unknown): ScriptDraft | null {
  const draft = v.safeParse(scriptDraftSchema, stored);
  return draft.success ? draft.output : null;
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
