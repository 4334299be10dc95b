import type { FlowClient } from './flow-client.ts';

/** A client that is loaded on first use, and can be waited for without being loaded. */
export interface LazyClient {
  /** The client, loading it on the first call; a failed load is tried again on the next call. */
  get(): Promise<FlowClient>;
  /** The client if it has loaded, else null; never starts a load. */
  loaded(): FlowClient | null;
  /**
   * Calls `listener` with the client once it has loaded, for whatever reason (at once if it
   * already has); never starts a load. Returns the cancel.
   */
  onLoaded(listener: (client: FlowClient) => void): () => void;
}

export function createLazyClient(load: () => Promise<FlowClient>): LazyClient {
  let pending: Promise<FlowClient> | undefined;
  let client: FlowClient | null = null;
  const listeners = new Set<(client: FlowClient) => void>();
  return {
    get: () => {
      pending ??= load().then(
        (loaded) => {
          client = loaded;
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
    loaded: () => client,
    onLoaded: (listener) => {
      if (client !== null) {
        listener(client);
        return () => {};
      }
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
