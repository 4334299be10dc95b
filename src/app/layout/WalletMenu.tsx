import { useEffect, useId, useRef, useState } from 'react';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { errorText } from '../../components/ui/error-text.ts';
import { shortenAddress } from '../../components/ui/shorten-address.ts';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';

/** Connect; once signed in, the address as a button that opens Copy and Disconnect. */
export function WalletMenu() {
  const {
    status,
    address,
    openIdClaims,
    authenticate,
    preload,
    unauthenticate,
    isAuthenticating,
    lastOutcome,
    error,
  } = useFlowCurrentUser();
  const previousStatus = useRef(status);
  // Signing in removes the button that had the focus (here or on the landing page), and the
  // wallet's frame took it meanwhile: it goes to the account button that took their place,
  // not to <body>. A session restored at load ('loading' → 'signed-in') moves nothing.
  const justSignedIn = previousStatus.current === 'signed-out' && status === 'signed-in';
  useEffect(() => {
    previousStatus.current = status;
  }, [status]);

  if (status === 'signed-in' && address) {
    return (
      <AccountMenu
        address={address}
        identity={openIdClaims?.email ?? openIdClaims?.name ?? null}
        takeLostFocus={justSignedIn}
        onDisconnect={unauthenticate}
      />
    );
  }

  return (
    <div className="wallet">
      <button
        type="button"
        className="button"
        onClick={() => void authenticate()}
        // The wallet code loads once the user reaches for the button, not with the page.
        onPointerEnter={preload}
        onFocus={preload}
        disabled={status === 'loading' || isAuthenticating}
        aria-busy={isAuthenticating}
      >
        {isAuthenticating ? (
          'Waiting for wallet…'
        ) : (
          <>
            Connect<span className="wallet__optional-word"> wallet</span>
          </>
        )}
      </button>
      <p className="wallet__notice" role="status">
        {lastOutcome === 'cancelled' && !isAuthenticating
          ? 'Sign-in cancelled. You are still signed out.'
          : error && !isAuthenticating
            ? `Could not sign in: ${errorText(error)}`
            : ''}
      </p>
    </div>
  );
}

interface AccountMenuProps {
  readonly address: string;
  readonly identity: string | null;
  /** Focus the account button if the focus was lost (it sits on <body>). */
  readonly takeLostFocus: boolean;
  readonly onDisconnect: () => void;
}

// A disclosure, not an ARIA menu: its content is ordinary buttons reached with Tab.
function AccountMenu({ address, identity, takeLostFocus, onDisconnect }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const active = document.activeElement;
    if (takeLostFocus && (active === null || active === document.body)) toggle.current?.focus();
  }, [takeLostFocus]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div className="wallet wallet--signed-in" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button button--ghost button--small wallet__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        title={address}
        onClick={() => setOpen((current) => !current)}
      >
        <span className="visually-hidden">Your account </span>
        <span className="wallet__address" data-testid="signed-in-address">
          {shortenAddress(address)}
        </span>
        <span aria-hidden="true"> ▾</span>
      </button>
      <div id={panelId} className="wallet__panel" hidden={!open}>
        <p className="wallet__full-address address">{address}</p>
        {identity ? <p className="wallet__identity">{identity}</p> : null}
        <p className="row">
          <CopyButton value={address} label="Copy your address" />
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => {
              setOpen(false);
              onDisconnect();
            }}
          >
            Disconnect
          </button>
        </p>
      </div>
    </div>
  );
}
