import type { CurrentUser } from '../client/flow-client.ts';
import type { LazyClient } from '../client/lazy-client.ts';
import { type FlowError, toFlowError } from '../errors.ts';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

export interface SessionSnapshot {
  /** The user as the client last reported it; null until it has (or while it is not loaded). */
  readonly user: CurrentUser | null;
  readonly status: SessionStatus;
  /** The client could not be loaded to read the stored session. */
  readonly loadError: FlowError | null;
  /** A sign-in is open (the client loading for it, or the wallet showing). */
  readonly isAuthenticating: boolean;
}

/**
 * The wallet session of one network, shared by every `useFlowCurrentUser` of a FlowProvider.
 * When no session is stored it reports `signed-out` without loading the client; it follows the
 * client's user from the moment the client loads, whatever loaded it.
 */
export interface WalletSession {
  subscribe(listener: () => void): () => void;
  getSnapshot(): SessionSnapshot;
  /**
   * Opens the wallet and resolves with the user it returns (still signed out when the user
   * cancelled); rejects with what the client threw. One sign-in at a time: a call while one is
   * open gets that same one, and never opens a second wallet.
   */
  authenticate(): Promise<CurrentUser>;
  unauthenticate(): void;
  /** Starts loading the client ahead of a likely sign-in; never opens the wallet. */
  preload(): void;
}

export interface WalletSessionOptions {
  readonly client: LazyClient;
  /**
   * False when no session can be stored: signed out at once, and the client is left unloaded.
   * True: the client is loaded as soon as anyone subscribes, to read the session.
   */
  readonly mayHaveStoredSession: boolean;
}

export function createWalletSession({
  client,
  mayHaveStoredSession,
}: WalletSessionOptions): WalletSession {
  const listeners = new Set<() => void>();
  let snapshot: SessionSnapshot = {
    user: null,
    status: mayHaveStoredSession ? 'loading' : 'signed-out',
    loadError: null,
    isAuthenticating: false,
  };
  let signIn: Promise<CurrentUser> | null = null;
  let stop: (() => void) | null = null;

  const update = (change: Partial<Omit<SessionSnapshot, 'status'>>) => {
    const next = { ...snapshot, ...change };
    snapshot = { ...next, status: statusOf(next.user, next.loadError, mayHaveStoredSession) };
    for (const listener of [...listeners]) listener();
  };

  const start = () => {
    let active = true;
    let unsubscribeUser = () => {};
    const stopWaiting = client.onLoaded((loaded) => {
      if (!active) return;
      unsubscribeUser = loaded.subscribeCurrentUser((user) => {
        if (active) update({ user, loadError: null });
      });
    });
    if (mayHaveStoredSession && client.loaded() === null) {
      client.get().catch((error: unknown) => {
        if (active && snapshot.user === null) update({ loadError: toFlowError(error) });
      });
    }
    stop = () => {
      active = false;
      stopWaiting();
      unsubscribeUser();
    };
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      if (stop === null) start();
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && stop !== null) {
          stop();
          stop = null;
        }
      };
    },
    getSnapshot: () => snapshot,
    authenticate: () => {
      if (signIn !== null) return signIn;
      const attempt = (async () => (await client.get()).authenticate())();
      signIn = attempt;
      update({ isAuthenticating: true });
      const settle = () => {
        signIn = null;
        update({ isAuthenticating: false });
      };
      attempt.then(settle, settle);
      return attempt;
    },
    unauthenticate: () => {
      // Nothing to end when the client never loaded: no session was stored.
      client.loaded()?.unauthenticate();
    },
    preload: () => {
      // A failed preload is not reported: the sign-in that follows tries again and says so.
      client.get().catch(() => {});
    },
  };
}

function statusOf(
  user: CurrentUser | null,
  loadError: FlowError | null,
  mayHaveStoredSession: boolean,
): SessionStatus {
  if (user !== null) return user.loggedIn && user.addr ? 'signed-in' : 'signed-out';
  return mayHaveStoredSession && loadError === null ? 'loading' : 'signed-out';
}
