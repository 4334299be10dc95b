import type { QueryObserverOptions } from '@tanstack/query-core';
import type { FlowClient, FlowReader } from '../client/flow-client.ts';
import type { FlowError } from '../errors.ts';
import type { FlowNetwork } from '../networks.ts';
import { hashFlowQueryKey } from './query-key-hash.ts';

/** What a read runs with: the network, and its reader and client (each loaded on first use). */
export interface FlowReadContext {
  readonly network: FlowNetwork;
  readonly getReader: () => Promise<FlowReader>;
  readonly getClient: () => Promise<FlowClient>;
}

/**
 * A read's query key: the network first (so no screen shows another network's data and a
 * transaction invalidates its network's reads), then the read's stable id and its parameters.
 * Never Cadence source: a key names what is read, not how.
 */
export type FlowQueryKey<params> = readonly ['flow', FlowNetwork, string, params | null];

/** One read of the chain, as an action, a key and the query options every screen shares. */
export interface FlowQuery<params, data> {
  /** Stable and unique among the app's reads (a test checks): the key's third part. */
  readonly id: string;
  /** Runs the read (outside React too: benchmarks, tests, prefetching). */
  readonly get: (context: FlowReadContext, params: params) => Promise<data>;
  readonly queryKey: (network: FlowNetwork, params: params | null) => FlowQueryKey<params>;
  /**
   * Sends the read now, for a screen whose code is still on its way: the screen's first fetch
   * of the same key, within PREFETCH_KEPT_MS, takes this answer instead of asking again.
   * Nothing is sent for parameters that cannot be (as `enabled`: null), nor twice for one key.
   * Returns the answer on its way, for a read that depends on it.
   */
  readonly prefetch: (context: FlowReadContext, params: params) => Promise<data> | null;
  /** Off while `params` is null or cannot be sent; the query function reads them from the key. */
  readonly queryOptions: (
    context: FlowReadContext,
    params: params | null,
  ) => QueryObserverOptions<data, FlowError, data, data, FlowQueryKey<params>>;
}

export interface FlowQueryDefinition<params, data> {
  readonly id: string;
  readonly get: (context: FlowReadContext, params: params) => Promise<data>;
  /** Whether `params` can be sent at all (e.g. a well-formed address); true by default. */
  readonly enabled?: (params: params) => boolean;
  /** How long an answer stays fresh (ms); the app's default, 0, asks again on each use. */
  readonly staleTime?: number;
}

/**
 * How long a prefetched answer waits for its screen. A screen's code arrives well within it;
 * a screen that did not come (the user went elsewhere) asks afresh on a later visit.
 */
export const PREFETCH_KEPT_MS = 10_000;

export function defineFlowQuery<params, data>({
  id,
  get,
  enabled = () => true,
  staleTime,
}: FlowQueryDefinition<params, data>): FlowQuery<params, data> {
  const queryKey = (network: FlowNetwork, params: params | null): FlowQueryKey<params> => [
    'flow',
    network,
    id,
    params,
  ];
  // Reads sent ahead of their screen, by key hash, until the screen takes them.
  const prefetched = new Map<string, { readonly answer: Promise<data>; readonly at: number }>();
  const keptAnswer = (hash: string): Promise<data> | undefined => {
    const kept = prefetched.get(hash);
    return kept !== undefined && Date.now() - kept.at < PREFETCH_KEPT_MS ? kept.answer : undefined;
  };
  const takePrefetched = (hash: string): Promise<data> | undefined => {
    const answer = keptAnswer(hash);
    prefetched.delete(hash);
    return answer;
  };
  return {
    id,
    get,
    queryKey,
    prefetch: (context, params) => {
      if (!enabled(params)) return null;
      const hash = hashFlowQueryKey(queryKey(context.network, params));
      const kept = keptAnswer(hash);
      if (kept !== undefined) return kept;
      const answer = get(context, params);
      // A failure is the screen's to show, when it takes the answer.
      answer.catch(() => {});
      prefetched.set(hash, { answer, at: Date.now() });
      return answer;
    },
    queryOptions: (context, params) => ({
      queryKey: queryKey(context.network, params),
      queryFn: ({ queryKey: key }) => {
        const [, , , keyParams] = key;
        // Never called while disabled, which is what a null means.
        if (keyParams === null) throw new TypeError(`${id} ran without parameters`);
        return takePrefetched(hashFlowQueryKey(key)) ?? get(context, keyParams);
      },
      enabled: params !== null && enabled(params),
      ...(staleTime !== undefined && { staleTime }),
    }),
  };
}
