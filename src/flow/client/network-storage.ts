import type { FclStorage } from '@onflow/fcl';
import type { CurrentUser } from '@onflow/typedefs';
import { isValidFlowAddress } from '../address.ts';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';

/** The key FCL keeps the signed-in user under (fcl-core's `CURRENT_USER`). */
const FCL_CURRENT_USER_KEY = 'CURRENT_USER';

const namespacedKey = (network: FlowNetwork, key: string) => storageKey(network, 'fcl', key);

/**
 * FCL's session storage, namespaced per network: FCL keeps the signed-in user under one fixed
 * key, so without this a session from testnet would appear signed in on mainnet.
 */
export function createNetworkStorage(network: FlowNetwork, storage: Storage): FclStorage {
  const keyOf = (key: string) => namespacedKey(network, key);
  return {
    can: true,
    get: async (key) => parseStored(storage.getItem(keyOf(key))),
    put: async (key, value) => storage.setItem(keyOf(key), JSON.stringify(value)),
    removeItem: async (key) => storage.removeItem(keyOf(key)),
  };
}

/** What FCL would restore for a network, as far as Flowdeck can tell without loading FCL. */
export type StoredSession =
  /** FCL would certainly start signed out. */
  | { readonly kind: 'none' }
  /** FCL would restore this user, signed in with an address of the network. */
  | { readonly kind: 'signed-in'; readonly user: CurrentUser }
  /** A value of an unknown shape, or storage that cannot be read: only FCL can tell. */
  | { readonly kind: 'unknown' };

// fcl-core's empty user, which it merges the stored one over.
const SIGNED_OUT_USER = {
  f_type: 'User',
  f_vsn: '1.0.0',
  addr: null,
  cid: null,
  loggedIn: null,
  expiresAt: null,
  services: [],
} as const;

/**
 * The wallet session FCL would restore from our namespace of `storage`, read synchronously
 * before (and instead of) loading FCL, so that a signed-in screen that only reads never needs
 * FCL. `none` for nothing stored, unreadable JSON (FCL reads it as nothing, as above), the
 * signed-out user FCL stores on sign-out, or a user whose `expiresAt` has passed (FCL ignores
 * those). A test holds each answer to what FCL itself restores.
 */
export function storedSession(
  network: FlowNetwork,
  storage: Pick<Storage, 'getItem'>,
  now: number = Date.now(),
): StoredSession {
  let text: string | null;
  try {
    text = storage.getItem(namespacedKey(network, FCL_CURRENT_USER_KEY));
  } catch {
    return UNKNOWN;
  }
  const stored = parseStored(text);
  if (stored === null) return NONE;
  if (typeof stored !== 'object' || Array.isArray(stored)) return UNKNOWN;
  // FCL drops another version itself: let it. (It reads no `f_type`: wallets send `USER` too.)
  if ((stored as { f_vsn?: unknown }).f_vsn !== SIGNED_OUT_USER.f_vsn) return UNKNOWN;
  const user: Record<string, unknown> = { ...SIGNED_OUT_USER, ...stored };
  const { addr, loggedIn, expiresAt, services } = user;
  // fcl-core's notExpired, with JavaScript's own comparison for whatever a wallet stored.
  const live = expiresAt == null || expiresAt === 0 || Number(expiresAt) > now;
  if (loggedIn !== true || typeof addr !== 'string' || addr === '' || !live) return NONE;
  if (!isValidFlowAddress(addr, network) || !Array.isArray(services)) return UNKNOWN;
  return { kind: 'signed-in', user: user as unknown as CurrentUser };
}

const NONE: StoredSession = { kind: 'none' };
const UNKNOWN: StoredSession = { kind: 'unknown' };

function parseStored(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The session FCL would restore in this browser (`storedSession` of its localStorage); storage
 * that cannot be reached is `unknown`, left to FCL.
 */
export function browserStoredSession(network: FlowNetwork): StoredSession {
  try {
    return storedSession(network, window.localStorage);
  } catch {
    return UNKNOWN;
  }
}
