import * as v from 'valibot';
import { objectEntriesSchema } from '../../flow/object-entries-schema.ts';

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

const argumentDraftSchema = v.object({
  text: v.pipe(v.string(), v.maxLength(MAX_ARGUMENT_LENGTH)),
  isNil: v.boolean(),
});

const toDrafts = (entries: [string, ArgumentDraft][]): Record<string, ArgumentDraft> =>
  Object.fromEntries(entries);

/**
 * Argument drafts read back from storage or a shared link, by parameter name; fails when any
 * entry is not a draft, or there are too many or too long ones. Own properties only: a
 * `__proto__` parameter name stays data and never reaches the prototype.
 */
export const argumentDraftsSchema = v.pipe(
  objectEntriesSchema,
  v.maxLength(MAX_ARGUMENTS),
  v.array(v.tuple([v.string(), argumentDraftSchema])),
  v.transform(toDrafts),
);

/**
 * The drafts that pass the limits, the rest dropped: for the tab's own draft, where losing one
 * field beats losing the script with it.
 */
export const validArgumentDraftsSchema = v.pipe(
  objectEntriesSchema,
  v.array(v.tuple([v.string(), v.fallback(v.nullable(argumentDraftSchema), null)])),
  v.transform((entries) =>
    toDrafts(
      entries
        .filter((entry): entry is [string, ArgumentDraft] => entry[1] !== null)
        .slice(0, MAX_ARGUMENTS),
    ),
  ),
);
