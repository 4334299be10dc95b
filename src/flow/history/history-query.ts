import type { InfiniteData, InfiniteQueryObserverOptions } from '@tanstack/query-core';
import type { FlowNetwork } from '../networks.ts';
import type { HistorySource } from './history-sources.ts';
import type { HistoryPage } from './history-transfer.ts';
import { type HistoryAccount, readHistory } from './read-history.ts';

// A source's pages stay for the visit: paging back through them asks nothing again.
const HISTORY_STALE_MS = 10 * 60_000;

type HistoryKey = readonly [
  'history',
  FlowNetwork,
  HistorySource['kind'] | 'off',
  string | null,
  string,
  string | null,
];

/**
 * A source's history of an account, a page at a time by the source's cursor. Not under the
 * network's `flow` prefix: a third party's record is not the chain's, and a settled transaction
 * has no reason to ask the source again (a reload does).
 */
export function historyQueryOptions(
  network: FlowNetwork,
  source: HistorySource | null,
  account: HistoryAccount,
): InfiniteQueryObserverOptions<
  HistoryPage,
  Error,
  InfiniteData<HistoryPage, string | null>,
  HistoryKey,
  string | null
> {
  return {
    queryKey: [
      'history',
      network,
      source?.kind ?? 'off',
      source?.url ?? null,
      account.address,
      account.coa,
    ],
    queryFn: ({ pageParam, signal }) =>
      source
        ? readHistory(source, account, pageParam, { signal })
        : Promise.resolve({ transfers: [], next: null }),
    initialPageParam: null,
    getNextPageParam: (page) => page.next,
    enabled: source !== null,
    staleTime: HISTORY_STALE_MS,
  };
}
