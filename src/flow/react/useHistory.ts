import { useInfiniteQuery } from '@tanstack/react-query';
import { historyQueryOptions } from '../history/history-query.ts';
import { HistorySourceError } from '../history/history-request.ts';
import type { HistorySource, HistorySourceKind } from '../history/history-sources.ts';
import type { HistoryTransfer } from '../history/history-transfer.ts';
import type { FlowNetwork } from '../networks.ts';
import { useFlowContext } from './flow-context.ts';

export interface SourceHistory {
  readonly source: HistorySource;
  readonly transfers: readonly HistoryTransfer[];
  readonly loading: boolean;
  /** Why the source gave nothing (more): said next to its rows; null while it is fine. */
  readonly problem: HistorySourceError | null;
  readonly hasMore: boolean;
  readonly loadMore: () => void;
  readonly retry: () => void;
}

/**
 * The past activity each source that is on has of the account, a page at a time by the source's
 * own cursor. Each source is asked and fails on its own: one that is slow, limits its rate or is
 * not offered leaves the others, and the rest of Activity, as they are.
 */
export function useHistory(
  sources: readonly HistorySource[],
  account: { readonly address: string; readonly coa: string | null },
): readonly SourceHistory[] {
  const { network, config } = useFlowContext('useHistory');
  const ofKind = (kind: HistorySourceKind) =>
    sources.find((source) => source.kind === kind) ?? null;
  // One hook per kind, always in the same order: the sources on can change between renders.
  const results = [
    useSourceHistory(ofKind('access-node'), network, config.accessNodeUrl, account),
    useSourceHistory(ofKind('indexer'), network, config.accessNodeUrl, account),
    useSourceHistory(ofKind('blockscout'), network, config.accessNodeUrl, account),
  ];
  return results.filter((result): result is SourceHistory => result !== null);
}

function useSourceHistory(
  source: HistorySource | null,
  network: FlowNetwork,
  accessNodeUrl: string,
  account: { readonly address: string; readonly coa: string | null },
): SourceHistory | null {
  const query = useInfiniteQuery(
    historyQueryOptions(network, source, { accessNodeUrl, ...account }),
  );
  if (!source) return null;
  const error = query.error;
  return {
    source,
    transfers: query.data?.pages.flatMap((page) => page.transfers) ?? [],
    loading: query.isFetching,
    problem:
      error === null
        ? null
        : error instanceof HistorySourceError
          ? error
          : new HistorySourceError('bad-answer', error.message),
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
    retry: () => void query.refetch(),
  };
}
