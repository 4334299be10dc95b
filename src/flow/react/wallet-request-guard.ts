import { WalletDeclinedError, WalletTimeoutError } from '../errors.ts';

/**
 * How long a wallet request may stay open before the app gives up on it. Generous, because a
 * user may read a transaction in their wallet for a while; short enough that a wallet that
 * never answers (reliability-cases.md case 26) does not leave the app waiting for ever.
 */
export const WALLET_REQUEST_TIMEOUT_MS = 5 * 60_000;

/** The id FCL gives its IFRAME/RPC wallet view (fcl `render-frame.js`). */
export const FCL_FRAME_ID = 'FCL_IFRAME';

/**
 * The user's way out of a wallet request that never ends: FCL gives none (its frame covers the
 * page and has no close button, and `mutate`/`authenticate` take no abort signal). A guarded
 * request ends when the wallet answers, when the user cancels, or after the timeout; the last
 * two remove FCL's frame, so that the wallet can no longer answer it.
 */
export interface WalletRequestGuard {
  /** The request's result, or a rejection when it is cancelled or times out first. */
  run<T>(request: Promise<T>): Promise<T>;
  /** Ends every open request as cancelled by the user. */
  cancel(): void;
  isOpen(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface WalletRequestGuardOptions {
  readonly timeoutMs?: number;
  /** Closes the wallet's view; by default removes FCL's frame from the page. */
  readonly closeWalletView?: () => void;
}

function removeFclFrame(): void {
  if (typeof document === 'undefined') return;
  document.getElementById(FCL_FRAME_ID)?.remove();
}

export function createWalletRequestGuard({
  timeoutMs = WALLET_REQUEST_TIMEOUT_MS,
  closeWalletView = removeFclFrame,
}: WalletRequestGuardOptions = {}): WalletRequestGuard {
  const open = new Set<(reason: Error) => void>();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const endAll = (reason: Error) => {
    if (open.size === 0) return;
    closeWalletView();
    for (const end of [...open]) end(reason);
  };

  return {
    run: <T>(request: Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        let settled = false;
        const settle = (finish: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          open.delete(end);
          finish();
          notify();
        };
        const end = (reason: Error) => settle(() => reject(reason));
        const timer = setTimeout(() => {
          closeWalletView();
          end(new WalletTimeoutError(timeoutMs));
        }, timeoutMs);
        open.add(end);
        notify();
        request.then(
          (value) => settle(() => resolve(value)),
          (error: unknown) => settle(() => reject(error)),
        );
      }),
    cancel: () => endAll(new WalletDeclinedError('aborted', 'Cancelled in Flowdeck')),
    isOpen: () => open.size > 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
