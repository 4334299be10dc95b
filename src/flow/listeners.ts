/** The change listeners of a store, for `subscribe` and React's `useSyncExternalStore`. */
interface Listeners {
  /** Adds `listener`; returns its removal. */
  subscribe(listener: () => void): () => void;
  /** Calls every listener subscribed when the call starts. */
  notify(): void;
  clear(): void;
  size(): number;
}

export function createListeners(): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    // Over a copy: a listener that subscribes or unsubscribes another mid-notify changes only
    // the next round.
    notify: () => {
      for (const listener of [...listeners]) listener();
    },
    clear: () => listeners.clear(),
    size: () => listeners.size,
  };
}
