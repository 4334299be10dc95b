import { isRecord } from '../../flow/is-record.ts';

/** What the user typed for one parameter. `isNil` is the Optional "nil" checkbox. */
export interface ArgumentDraft {
  readonly text: string;
  readonly isNil: boolean;
}

// One set of limits for argument drafts, checked where they are written (form, share link, run
// history) and where they are read back (session draft, shared link, history), so nothing the
// page writes is refused when it is read.
const MAX_ARGUMENTS = 64;
const MAX_ARGUMENT_LENGTH = 16 * 1024;

/** Shown next to a field whose text is over the limit. */
export const ARGUMENT_TOO_LONG_MESSAGE = 'An argument is at most 16 KB (16,384 characters).';

export function isArgumentTooLong(draft: ArgumentDraft): boolean {
  return draft.text.length > MAX_ARGUMENT_LENGTH;
}

/** True when these drafts would be refused on reading back (too many, or one too long). */
export function exceedsArgumentLimits(drafts: Readonly<Record<string, ArgumentDraft>>): boolean {
  const entries = Object.values(drafts);
  return entries.length > MAX_ARGUMENTS || entries.some(isArgumentTooLong);
}

function parseArgumentDraft(value: unknown): ArgumentDraft | null {
  if (!isRecord(value)) return null;
  const { text, isNil } = value;
  if (typeof text !== 'string' || typeof isNil !== 'boolean') return null;
  const draft = { text, isNil };
  return isArgumentTooLong(draft) ? null : draft;
}

/**
 * Argument drafts read back from storage or a shared link, by parameter name; null when any
 * entry is not a draft, or there are too many or too long ones. Own properties only: a
 * `__proto__` parameter name stays data and never reaches the prototype.
 */
export function parseArgumentDrafts(value: unknown): Record<string, ArgumentDraft> | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > MAX_ARGUMENTS) return null;
  const drafts: [string, ArgumentDraft][] = [];
  for (const [name, entry] of entries) {
    const draft = parseArgumentDraft(entry);
    if (draft === null) return null;
    drafts.push([name, draft]);
  }
  return Object.fromEntries(drafts);
}

/**
 * The drafts that pass the limits, the rest dropped: for the tab's own draft, where losing one
 * field beats losing the script with it.
 */
export function keepValidArgumentDrafts(value: unknown): Record<string, ArgumentDraft> {
  if (!isRecord(value)) return {};
  const drafts: [string, ArgumentDraft][] = [];
  for (const [name, entry] of Object.entries(value)) {
    const draft = parseArgumentDraft(entry);
    if (draft !== null) drafts.push([name, draft]);
    if (drafts.length === MAX_ARGUMENTS) break;
  }
  return Object.fromEntries(drafts);
}
