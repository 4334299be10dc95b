import { useEffect, useRef, useState } from 'react';

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
 * `restore` brings back the draft `clear` last cleared (in memory only), for a transaction that
 * changed nothing after all.
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
  const cleared = useRef<{ readonly draft: draft } | null>(null);
  const clear = () => {
    cleared.current = { draft };
    sessionStorage.removeItem(key);
    setDraft(empty);
  };
  const restore = () => {
    if (cleared.current !== null) setDraft(cleared.current.draft);
    cleared.current = null;
  };
  return [draft, setDraft, clear, restore] as const;
}

/** A stored string field, cut to `max` characters; null when absent or not a string. */
export function storedText(record: unknown, name: string, max: number): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const value = (record as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.slice(0, max) : null;
}
