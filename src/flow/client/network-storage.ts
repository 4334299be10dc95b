import type { FclStorage } from '@onflow/fcl';
import type { FlowNetwork } from '../networks.ts';

/** The key FCL keeps the signed-in user under (fcl-core's `CURRENT_USER`). */
export const FCL_CURRENT_USER_KEY = 'CURRENT_USER';

const namespacedKey = (network: FlowNetwork, key: string) => `flowdeck:${network}:fcl:${key}`;

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

/**
 * Whether `storage` may hold a signed-in wallet session for `network`: a synchronous look at
 * the user FCL would restore from our namespace, made before (and instead of) loading FCL.
 * False only when FCL would certainly start signed out: nothing stored, unreadable JSON (read
 * as nothing, as above), the signed-out user FCL stores on sign-out, or a user whose
 * `expiresAt` has passed (FCL ignores those). A value of an unknown shape, or storage that
 * cannot be read, counts as a possible session, so that FCL decides.
 */
export function hasStoredSession(
  network: FlowNetwork,
  storage: Pick<Storage, 'getItem'>,
  now: number = Date.now(),
): boolean {
  let text: string | null;
  try {
    text = storage.getItem(namespacedKey(network, FCL_CURRENT_USER_KEY));
  } catch {
    return true;
  }
  const user = parseStored(text);
  if (user === null) return false;
  if (typeof user !== 'object' || (user as { f_type?: unknown }).f_type !== 'User') return true;
  const { addr, loggedIn, expiresAt } = user as {
    addr?: unknown;
    loggedIn?: unknown;
    expiresAt?: unknown;
  };
  const expired = typeof expiresAt === 'number' && expiresAt !== 0 && expiresAt <= now;
  return loggedIn === true && typeof addr === 'string' && addr !== '' && !expired;
}

function parseStored(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
