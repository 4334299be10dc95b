/** What FCL needs to run in Node rather than a browser: a session store and raw arguments. */
import type { FclArgumentTransform, FclStorage } from '@onflow/fcl';

/** Arguments given as JSON-Cadence values already. */
export const jsonCadence: FclArgumentTransform = {
  label: 'JSON-Cadence',
  asArgument: (value) => value,
  asInjection: (value) => value,
};

/** A session store in memory (Node has no localStorage). */
export function memoryStorage(): FclStorage {
  const store = new Map<string, unknown>();
  return {
    can: true,
    get: async (key) => store.get(key) ?? null,
    put: async (key, value) => {
      store.set(key, value);
    },
  };
}
