import type { QueryClient } from '@tanstack/react-query';
import type { FlowNetwork } from '../networks.ts';
import { flowNetworkKey } from '../queries/define-flow-query.ts';

// Per QueryClient (one per network and provider), the transactions already refreshed for.
const refreshed = new WeakMap<QueryClient, Set<string>>();

/**
 * Refreshes the network's queries once a transaction has changed the chain (sealed, or failed
 * and charged), once per transaction however many places see it settle.
 */
export function invalidateAfterTransaction(
  queryClient: QueryClient,
  network: FlowNetwork,
  transactionId: string,
): void {
  let ids = refreshed.get(queryClient);
  if (ids === undefined) {
    ids = new Set();
    refreshed.set(queryClient, ids);
  }
  if (ids.has(transactionId)) return;
  ids.add(transactionId);
  void queryClient.invalidateQueries({ queryKey: flowNetworkKey(network) });
}
