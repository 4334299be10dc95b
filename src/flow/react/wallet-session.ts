import { isValidFlowAddress } from '../address.ts';
import type { CurrentUser, FlowClient } from '../client/flow-client.ts';
import type { LazyClient } from '../client/lazy-client.ts';
import type { StoredSession } from '../client/network-storage.ts';
import { type FlowError, toFlowError, WalletResponseInvalidError } from '../errors.ts';
import { createListeners } from '../listeners.ts';
import type { WalletGate } from '../wallet/wallet-gate.ts';

type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

interface SessionSnapshot {
  /**
   * The user as the client last reported it, or as read from storage before the client loaded;
   * null until either (or while the client is not loaded and nothing is stored).
   */
  readonly user: CurrentUser | null;
  readonly status: SessionStatus;
  /** The client could not be loaded to read the stored session. */
  readonly loadError: FlowError | null;
  /** A sign-in is open (the client loading for it, or the wallet showing). */
  readonly isAuthenticating: boolean;
}

/**
 * The wallet session of one network, shared by every `useFlowCurrentUser` of a FlowProvider.
 * When no session is stored it reports `signed-out`, and when a signed-in user is stored it
 * reports that user, both without loading the client; it follows the client's user from the
 * moment the client loads, whatever loaded it.
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
   * What storage holds, read before the client loads (network-storage.ts): `none` is signed
   * out at once and `signed-in` is that user at once, the client left unloaded either way;
   * `unknown` loads the client as soon as anyone subscribes, to read the session.
   */
  readonly storedSession: StoredSession;
  /**
   * Lets the user cancel a sign-in whose wallet never answers, and times it out. A sign-in does
   * not take its signing slot: one sign-in at a time is this session's (`authenticate`).
   */
  readonly walletGate: WalletGate;
}

export function createWalletSession({
  client,
  storedSession,
  walletGate,
}: WalletSessionOptions): WalletSession {
  const listeners = createListeners();
  const mayHaveStoredSession = storedSession.kind !== 'none';
  const storedUser = storedSession.kind === 'signed-in' ? storedSession.user : null;
  let snapshot: SessionSnapshot = {
    user: storedUser,
    status: statusOf(storedUser, null, mayHaveStoredSession),
    loadError: null,
    isAuthenticating: false,
  };
  let signIn: Promise<CurrentUser> | null = null;
  let stop: (() => void) | null = null;

  const update = (change: Partial<Omit<SessionSnapshot, 'status'>>) => {
    const next = { ...snapshot, ...change };
    snapshot = { ...next, status: statusOf(next.user, next.loadError, mayHaveStoredSession) };
    listeners.notify();
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
    if (storedSession.kind === 'unknown' && client.loaded() === null) {
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
      const unsubscribe = listeners.subscribe(listener);
      if (stop === null) start();
      return () => {
        unsubscribe();
        if (listeners.size() === 0 && stop !== null) {
          stop();
          stop = null;
        }
      };
    },
    getSnapshot: () => snapshot,
    authenticate: () => {
      if (signIn !== null) return signIn;
      const attempt = (async () => {
        const loaded = await client.get();
        // FCL opens no wallet while it believes a user is signed in: clear an unusable session.
        if (snapshot.user?.loggedIn && !isUsableUser(snapshot.user, loaded)) {
          loaded.unauthenticate();
        }
        const user = await walletGate.run(loaded.authenticate());
        if (user.loggedIn && !isUsableUser(user, loaded)) {
          loaded.unauthenticate();
          throw new WalletResponseInvalidError(
            `The wallet signed in with ${JSON.stringify(user.addr ?? null)}, which is not an ` +
              `address on ${loaded.network}.`,
          );
        }
        return user;
      })();
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
      const loaded = client.loaded();
      if (loaded !== null) {
        loaded.unauthenticate();
        return;
      }
      // A session read from storage: the client ends it (and reports the signed-out user).
      if (snapshot.user?.loggedIn) {
        client.get().then(
          (loadedNow) => loadedNow.unauthenticate(),
          (error: unknown) => update({ loadError: toFlowError(error) }),
        );
      }
    },
    preload: () => {
      // A failed preload is not reported: the sign-in that follows tries again and says so.
      client.get().catch(() => {});
    },
  };
}

/** A signed-in user with an address of the client's network (FCL accepts any answer). */
function isUsableUser(user: CurrentUser, client: FlowClient): boolean {
  return typeof user.addr === 'string' && isValidFlowAddress(user.addr, client.network);
}

function statusOf(
  user: CurrentUser | null,
  loadError: FlowError | null,
  mayHaveStoredSession: boolean,
): SessionStatus {
  if (user !== null) return user.loggedIn && user.addr ? 'signed-in' : 'signed-out';
  return mayHaveStoredSession && loadError === null ? 'loading' : 'signed-out';
}
