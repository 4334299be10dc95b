import { useEffect, useState } from 'react';

export interface SendDraft {
  /** `FLOW` or a vault's type identifier. */
  readonly asset: string;
  readonly recipient: string;
  readonly amount: string;
}

const EMPTY: SendDraft = { asset: 'FLOW', recipient: '', amount: '' };

function readDraft(key: string): SendDraft {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return EMPTY;
    const { asset, recipient, amount } = stored as Record<string, unknown>;
    return typeof asset === 'string' && typeof recipient === 'string' && typeof amount === 'string'
      ? {
          asset: asset.slice(0, 200),
          recipient: recipient.slice(0, 200),
          amount: amount.slice(0, 64),
        }
      : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The form's input, kept for the tab's session so a reload or a closed wallet loses nothing. */
export function useSendDraft(key: string) {
  const [draft, setDraft] = useState<SendDraft>(() => readDraft(key));
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(draft));
  }, [key, draft]);
  const clear = () => {
    sessionStorage.removeItem(key);
    setDraft(EMPTY);
  };
  return [draft, setDraft, clear] as const;
}
