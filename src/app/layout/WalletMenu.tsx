import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { shortenAddress } from '../../components/ui/shorten-address.ts';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';

/** Connect / disconnect, and the signed-in address with a copy button. */
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

  if (status === 'signed-in' && address) {
    const identity = openIdClaims?.email ?? openIdClaims?.name;
    return (
      <div className="wallet">
        <span className="wallet__address" title={address} data-testid="signed-in-address">
          {shortenAddress(address)}
        </span>
        <CopyButton value={address} label="Copy your address" />
        {identity ? <span className="wallet__identity">{identity}</span> : null}
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={unauthenticate}
        >
          Disconnect
        </button>
      </div>
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
        {isAuthenticating ? 'Waiting for wallet…' : 'Connect wallet'}
      </button>
      <p className="wallet__notice" role="status">
        {lastOutcome === 'cancelled' && !isAuthenticating
          ? 'Sign-in cancelled. You are still signed out.'
          : error && !isAuthenticating
            ? `Could not sign in: ${error.shortMessage}`
            : ''}
      </p>
    </div>
  );
}
