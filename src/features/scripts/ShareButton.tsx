import { useEffect, useRef, useState } from 'react';
import type { FlowNetwork } from '../../flow/networks.ts';
import type { ScriptDraft } from './script-draft.ts';
import { encodeShareLink } from './share-link.ts';

type ShareState =
  | { readonly status: 'idle' }
  | { readonly status: 'ready'; readonly url: string; readonly copied: boolean }
  | { readonly status: 'failed'; readonly message: string };

/** Puts the script and its arguments into a link (in the fragment, never sent to a server). */
export function ShareButton({
  draft,
  network,
}: {
  readonly draft: ScriptDraft;
  readonly network: FlowNetwork;
}) {
  const [state, setState] = useState<ShareState>({ status: 'idle' });
  // What is on screen now: a link finished after an edit belongs to the old draft and is dropped.
  const current = useRef({ draft, network });
  const stillCurrent = () => current.current.draft === draft && current.current.network === network;
  // A link made before an edit would share the old script: it goes away with the edit.
  useEffect(() => {
    current.current = { draft, network };
    setState({ status: 'idle' });
  }, [draft, network]);

  const share = async () => {
    let url: string;
    try {
      const fragment = await encodeShareLink({
        cadence: draft.cadence,
        args: draft.args,
        network,
        ...(draft.blockHeight.trim() !== '' && { blockHeight: draft.blockHeight.trim() }),
      });
      url = `${window.location.origin}${window.location.pathname}#${fragment}`;
    } catch (error) {
      if (!stillCurrent()) return;
      setState({
        status: 'failed',
        message: `The link could not be made: ${error instanceof Error ? error.message : String(error)}`,
      });
      return;
    }
    // The clipboard gets only a link for what is on screen.
    if (!stillCurrent()) return;
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      // No clipboard access (permission, insecure context): the link is shown to copy by hand.
    }
    if (stillCurrent()) setState({ status: 'ready', url, copied });
  };

  return (
    <div className="share">
      <button type="button" className="button button--ghost" onClick={share}>
        Share
      </button>
      {state.status === 'ready' ? (
        <div className="share__link">
          <label htmlFor="script-share-link">
            {state.copied ? 'Link copied. ' : ''}Anyone with this link sees this script and its
            arguments:
          </label>
          <input
            id="script-share-link"
            type="text"
            readOnly
            value={state.url}
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <p className="field__error" role="alert">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
