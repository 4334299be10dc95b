import type { FclStorage } from '@onflow/fcl';
import type { FlowNetwork } from '../networks.ts';

/**
 * FCL's session storage, namespaced per network: FCL keeps the signed-in user under one fixed
 * key, so without this a session from testnet would appear signed in on mainnet.
 */
export function createNetworkStorage(network: FlowNetwork, storage: Storage): FclStorage {
  const keyOf = (key: string) => `flowdeck:${network}:fcl:${key}`;
  return {
    can: true,
    get: async (key) => {
      const text = storage.getItem(keyOf(key));
      if (text === null) return null;
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    },
    put: async (key, value) => storage.setItem(keyOf(key), JSON.stringify(value)),
    removeItem: async (key) => storage.removeItem(keyOf(key)),
  };
}
