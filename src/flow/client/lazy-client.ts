import type { FlowClient } from './flow-client.ts';

/**
 * A client (FCL's by default, or the script reader) that is loaded on first use, and can be
 * waited for without being loaded.
 */
export interface LazyClient<client = FlowClient> {
  /** The client, loading it on the first call; a failed load is tried again on the next call. */
  get(): Promise<client>;
  /** The client if it has loaded, else null; never starts a load. */
  loaded(): client | null;
  /**
   * Calls `listener` with the client once it has loaded, for whatever reason (at once if it
   * already has); never starts a load. Returns the cancel.
   */
  onLoaded(listener: (client: client) => void): () => void;
}

export function createLazyClient<client = FlowClient>(
  load: () => Promise<client>,
): LazyClient<client> {
  let pending: Promise<client> | undefined;
  let loadedClient: client | null = null;
  const listeners = new Set<(client: client) => void>();
  return {
    get: () => {
      pending ??= load().then(
        (loaded) => {
          loadedClient = loaded;
          const waiting = [...listeners];
          listeners.clear();
          for (const listener of waiting) listener(loaded);
          return loaded;
        },
        (error: unknown) => {
          // Say, the chunk could not be fetched: the next use tries again.
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => loadedClient,
    onLoaded: (listener) => {
      if (loadedClient !== null) {
        listener(loadedClient);
        return () => {};
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
