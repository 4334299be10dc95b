import type { ArgumentDraft } from './argument-inputs.ts';

// Limits on argument drafts read back from storage or a shared link.
const MAX_ARGUMENTS = 64;
const MAX_ARGUMENT_LENGTH = 16 * 1024;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseArgumentDraft(value: unknown): ArgumentDraft | null {
  if (!isRecord(value)) return null;
  const { text, isNil } = value;
  if (typeof text !== 'string' || typeof isNil !== 'boolean') return null;
  if (text.length > MAX_ARGUMENT_LENGTH) return null;
  return { text, isNil };
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
