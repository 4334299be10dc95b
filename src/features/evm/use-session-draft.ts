import { useEffect, useState } from 'react';

function readDraft<draft>(key: string, empty: draft, parse: (stored: unknown) => draft | null) {
  try {
    return parse(JSON.parse(sessionStorage.getItem(key) ?? 'null')) ?? empty;
  } catch {
    return empty;
  }
}

/**
 * A form's input kept for the tab's session, so a reload or a closed wallet loses nothing.
 * `parse` turns what was stored back into a draft, or null when it is not one (then: empty).
 */
export function useSessionDraft<draft>(
  key: string,
  empty: draft,
  parse: (stored: unknown) => draft | null,
) {
  const [draft, setDraft] = useState<draft>(() => readDraft(key, empty, parse));
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(draft));
  }, [key, draft]);
  const clear = () => {
    sessionStorage.removeItem(key);
    setDraft(empty);
  };
  return [draft, setDraft, clear] as const;
}

/** A stored string field, cut to `max` characters; null when absent or not a string. */
export function storedText(record: unknown, name: string, max: number): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const value = (record as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, max) : null;
}
