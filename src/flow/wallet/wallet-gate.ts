import { WalletDeclinedError, WalletStoppedWaitingError, WalletTimeoutError } from '../errors.ts';
import { createListeners } from '../listeners.ts';

/**
 * How long the app waits for a wallet request before it stops waiting. Generous, because a user
 * may read a transaction in their wallet for a while, and because it also covers FCL's own
 * access-node reads before signing (the submission after the signature is not the wallet's
 * part: sendTransaction waits for it outside the gate); short enough that a wallet that never
 * answers (reliability-cases.md case 26) does not keep the user waiting for ever.
 */
export const WALLET_REQUEST_TIMEOUT_MS = 5 * 60_000;

/** The id FCL gives its IFRAME/RPC wallet view (fcl `render-frame.js`). */
const FCL_FRAME_ID = 'FCL_IFRAME';

/** The one wallet request slot, held from `acquire` until released. */
export interface WalletPass {
  /** Frees the slot; later calls do nothing. */
  release(): void;
}

/**
 * Every wallet request of one network goes through its gate. Signing takes the one slot
 * (`acquire`), so that a second click can never open a second signature, and holds it until
 * FCL's request settles, also after the app stopped waiting for a wallet that can still approve.
 *
 * The gate is also the user's way out of a wallet request that never ends: FCL gives none (its
 * frame covers the page and has no close button, and `mutate`/`authenticate` take no abort
 * signal). A request waited for (`run`) ends when the wallet answers, when the user cancels, or
 * after the timeout. On cancel or timeout the app stops waiting, which does not end FCL's
 * request: only when FCL's frame was open can the app remove it, and then the wallet can no
 * longer answer (nothing is sent). A popup, tab or extension keeps its own window and may still
 * approve; the rejection says so (`walletMayStillAnswer`), and the caller keeps following it.
 */
export interface WalletGate {
  /**
   * Takes the slot at once (synchronously: a second call before anything re-renders is
   * refused); null while a request holds it.
   */
  acquire(): WalletPass | null;
  /**
   * The wallet's answer, or a rejection when the user cancels or the timeout passes first (then
   * the request itself may still settle later; see `walletMayStillAnswer` in errors.ts).
   */
  run<T>(request: Promise<T>): Promise<T>;
  /** Stops waiting for every request being waited for, as cancelled by the user. */
  cancel(): void;
  /** The app is waiting for the wallet's answer (what the user can cancel). */
  isWaiting(): boolean;
  /** A request holds the slot: open, or still pending in the wallet after the app stopped waiting. */
  isBusy(): boolean;
  subscribe(listener: () => void): () => void;
}

export interface WalletGateOptions {
  readonly timeoutMs?: number;
  /**
   * Closes the wallet's view; returns whether there was one the wallet answers through, so that
   * it can no longer answer. By default removes FCL's frame from the page.
   */
  readonly closeWalletView?: () => boolean;
}

function removeFclFrame(): boolean {
  if (typeof document === 'undefined') return false;
  const frame = document.getElementById(FCL_FRAME_ID);
  if (!frame) return false;
  frame.remove();
  return true;
}

export function createWalletGate({
  timeoutMs = WALLET_REQUEST_TIMEOUT_MS,
  closeWalletView = removeFclFrame,
}: WalletGateOptions = {}): WalletGate {
  const waiting = new Set<(reason: Error) => void>();
  const listeners = createListeners();
  let busy = false;

  const endAll = (reasonFor: (walletClosed: boolean) => Error) => {
    if (waiting.size === 0) return;
    const reason = reasonFor(closeWalletView());
    for (const end of [...waiting]) end(reason);
  };

  return {
    acquire: () => {
      if (busy) return null;
      busy = true;
      listeners.notify();
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          busy = false;
          listeners.notify();
        },
      };
    },
    run: <T>(request: Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        let settled = false;
        const settle = (finish: () => void) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          waiting.delete(end);
          finish();
          listeners.notify();
        };
        const end = (reason: Error) => settle(() => reject(reason));
        const timer = setTimeout(() => {
          const walletClosed = closeWalletView();
          end(new WalletTimeoutError(timeoutMs, { walletMayStillAnswer: !walletClosed }));
        }, timeoutMs);
        waiting.add(end);
        listeners.notify();
        request.then(
          (value) => settle(() => resolve(value)),
          (error: unknown) => settle(() => reject(error)),
        );
      }),
    cancel: () =>
      endAll((walletClosed) =>
        walletClosed
          ? new WalletDeclinedError('aborted', 'Cancelled in Flowdeck')
          : new WalletStoppedWaitingError(),
      ),
    isWaiting: () => waiting.size > 0,
    isBusy: () => busy,
    subscribe: listeners.subscribe,
  };
}
