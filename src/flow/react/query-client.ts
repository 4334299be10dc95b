import { QueryClient } from '@tanstack/react-query';

/**
 * The query defaults the product specifies: no retry, always stale, no refetch on focus or
 * reconnect. Mutations never retry: a retried transaction could spend twice.
 */
const FLOW_QUERY_DEFAULTS = {
  queries: {
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  },
  mutations: { retry: false },
} as const;

export function createFlowQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: FLOW_QUERY_DEFAULTS });
}
