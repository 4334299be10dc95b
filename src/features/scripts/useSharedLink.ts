import { useEffect, useRef, useState } from 'react';
import type { FlowNetwork } from '../../flow/networks.ts';
import type { ScriptDraft } from './script-draft.ts';
import { decodeShareLink, SHARE_FRAGMENT_PREFIX } from './share-link.ts';

/**
 * Restores a shared script from the URL fragment (`#s=…`) once, on arrival, then removes the
 * fragment so that later edits are not overwritten on reload (the session draft keeps them).
 * Returns a notice for the user, or null.
 */
export function useSharedLink(
  network: FlowNetwork,
  labelOf: (network: FlowNetwork) => string,
  restore: (draft: ScriptDraft) => void,
): string | null {
  const [notice, setNotice] = useState<string | null>(null);
  const latest = useRef({ network, labelOf, restore });
  latest.current = { network, labelOf, restore };

  useEffect(() => {
    const { hash, pathname, search } = window.location;
    if (!hash.startsWith(`#${SHARE_FRAGMENT_PREFIX}`)) return;
    let cancelled = false;
    decodeShareLink(hash.slice(1)).then(
      (shared) => {
        if (cancelled) return;
        window.history.replaceState(window.history.state, '', `${pathname}${search}`);
        if (shared === null) {
          setNotice('This shared link could not be read: it is damaged or too large.');
          return;
        }
        const current = latest.current;
        current.restore({
          cadence: shared.cadence,
          args: shared.args,
          blockHeight: shared.blockHeight ?? '',
        });
        setNotice(
          shared.network === current.network
            ? 'Loaded the shared script and its arguments.'
            : `Loaded the shared script. It was shared from ${current.labelOf(shared.network)}; ` +
                `you are on ${current.labelOf(current.network)}, so addresses and results may differ.`,
        );
      },
      () => {
        if (!cancelled) setNotice('This shared link could not be read.');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return notice;
}
