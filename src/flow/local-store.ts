import { browserLocalStorage } from './browser-local-storage.ts';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export interface LocalStore<value> {
  /** The same object until the stored text changes (for useSyncExternalStore). */
  readonly read: () => value;
  /** Stores what `change` makes of the current value (as JSON) and tells every reader. */
  readonly update: (change: (current: value) => unknown) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * One JSON value in localStorage, read through `parse` (which gets null when nothing is stored and
 * undefined for text that is not JSON, and must not throw), shared by every screen and, through
 * the storage event, every tab. A change the storage refuses (full, blocked) lasts for the page.
 */
export function createLocalStore<value>(
  key: string,
  parse: (json: unknown) => value,
  storage: Storage | null = browserLocalStorage(),
): LocalStore<value> {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: value } | null = null;
  let unstored: string | null = null;

  const rawValue = (): string | null => {
    if (unstored !== null) return unstored;
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };

  const read = (): value => {
    const raw = rawValue();
    if (cached?.raw === raw) return cached.value;
    let json: unknown = null;
    try {
      json = raw === null ? null : JSON.parse(raw);
    } catch {
      json = undefined;
    }
    cached = { raw, value: parse(json) };
    return cached.value;
  };

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) notify();
  };

  return {
    read,
    update: (change) => {
      const text = JSON.stringify(change(read()));
      try {
        storage?.setItem(key, text);
        unstored = null;
      } catch {
        unstored = text;
      }
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}

/**
 * One store per storage key, all read through `parse`: made on first use, then shared by every
 * screen and hook that asks for the same key, so they all hear one another's changes.
 */
export function sharedLocalStores<value>(
  parse: (json: unknown) => value,
): (key: string) => LocalStore<value> {
  const stores = new Map<string, LocalStore<value>>();
  return (key) => {
    let store = stores.get(key);
    if (!store) {
      store = createLocalStore(key, parse);
      stores.set(key, store);
    }
    return store;
  };
}
