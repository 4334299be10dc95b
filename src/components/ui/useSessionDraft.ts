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
 * (Transaction forms keep theirs through `useTransactionForm`.)
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
  return [draft, setDraft] as const;
}
