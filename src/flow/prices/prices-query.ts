import { type QueryObserverOptions, skipToken } from '@tanstack/query-core';
import { browserLocalStorage } from '../browser-local-storage.ts';
import type { FlowNetwork } from '../networks.ts';
import type { Currency, PriceSourceId, Pricing } from './price-source-ids.ts';
import { ASK_EVERY_MS, type PriceRead, readPrices } from './read-prices.ts';

type PricesKey = readonly [
  'prices',
  FlowNetwork,
  PriceSourceId | null,
  Currency | null,
  readonly string[],
];

/**
 * The coins' prices from a source (null: prices off, nothing asked), looked at again each minute
 * while the page is shown; read-prices.ts keeps it to one request a minute at most, never
 * retried, and answers a failure with its reason, never an error. Not under the network's `flow`
 * prefix: prices are not the chain's, and a settled transaction has no reason to refresh them.
 */
export function pricesQueryOptions(
  network: FlowNetwork,
  pricing: Pricing | null,
  coins: readonly string[],
): QueryObserverOptions<PriceRead, Error, PriceRead, PriceRead, PricesKey> {
  return {
    queryKey: ['prices', network, pricing?.source ?? null, pricing?.currency ?? null, coins],
    queryFn:
      pricing && coins.length > 0
        ? () =>
            readPrices(
              { network, ...pricing, coins },
              {
                fetch: (...args) => globalThis.fetch(...args),
                storage: browserLocalStorage(),
                now: Date.now,
              },
            )
        : skipToken,
    staleTime: ASK_EVERY_MS,
    // A second past the minute: a tick that lands just short of it would skip a whole minute.
    refetchInterval: ASK_EVERY_MS + 1000,
    // Back to a tab hidden for hours: read again at once (read-prices.ts still limits requests).
    refetchOnWindowFocus: true,
    retry: false,
  };
}
