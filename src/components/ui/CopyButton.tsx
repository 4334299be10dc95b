import { useEffect, useState } from 'react';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a value to the clipboard and says so, for screen readers too. */
export function CopyButton({ value, label }: { readonly value: string; readonly label: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <button
      type="button"
      className="button button--ghost button--small"
      onClick={copy}
      aria-label={label}
    >
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy'}
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied'
          ? 'Copied to clipboard'
          : state === 'failed'
            ? 'Could not copy; select the text instead'
            : ''}
      </span>
    </button>
  );
}
