import type { QueryClient } from '@tanstack/react-query';

/**
 * One network's QueryClient, made the first time a screen that reads needs it
 * (FlowQueryProvider): the query library is not part of the first paint, which reads nothing.
 */
export interface QueryClientHolder {
  /** Null until a reading screen has been shown. */
  readonly current: QueryClient | null;
  getOrCreate(create: () => QueryClient): QueryClient;
}

export function createQueryClientHolder(preset?: QueryClient): QueryClientHolder {
  let client = preset ?? null;
  return {
    get current() {
      return client;
    },
    getOrCreate: (create) => {
      client ??= create();
      return client;
    },
  };
}
