import { QueryClient } from '@tanstack/react-query';
import { hashFlowQueryKey } from '../reads/query-key-hash.ts';

/**
 * The query defaults the product specifies: no retry, always stale, no refetch on focus or
 * reconnect. Mutations never retry: a retried transaction could spend twice. Keys hold bigint
 * parameters (query-key-hash.ts).
 */
const FLOW_QUERY_DEFAULTS = {
  queries: {
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    queryKeyHashFn: hashFlowQueryKey,
  },
  mutations: { retry: false },
} as const;

export function createFlowQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: FLOW_QUERY_DEFAULTS });
}
