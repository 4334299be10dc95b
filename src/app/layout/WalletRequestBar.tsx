import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useFlowContext } from '../../flow/react/flow-context.ts';

/**
 * While a wallet request is open: a bar with a Cancel button, in the browser's top layer so
 * that it stays above FCL's wallet frame, which covers the whole page. It is the user's way out
 * of a wallet that never answers.
 */
export function WalletRequestBar() {
  const { walletGate } = useFlowContext('WalletRequestBar').transactions;
  const open = useSyncExternalStore(
    walletGate.subscribe,
    walletGate.isWaiting,
    walletGate.isWaiting,
  );
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = bar.current;
    // Browsers without the Popover API show the bar in place (still fixed at the top).
    if (open && element && typeof element.showPopover === 'function') {
      if (!element.matches(':popover-open')) element.showPopover();
    }
  }, [open]);

  if (!open) return null;
  return (
    <div ref={bar} popover="manual" className="wallet-request-bar" data-testid="wallet-request-bar">
      <p role="status">Waiting for your wallet…</p>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={walletGate.cancel}
      >
        Cancel wallet request
      </button>
    </div>
  );
}
