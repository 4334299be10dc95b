import * as v from 'valibot';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';
import type { Currency, PriceSourceId } from './price-source-ids.ts';
import type { Quote } from './quote.ts';

/** The last prices read from one source in one currency, and the last time it was asked. */
export interface StoredPrices {
  readonly quotes: ReadonlyMap<string, Quote>;
  /** When the source last answered with prices, in ms since 1970. */
  readonly answeredAt: number | null;
  /** When it was last asked, answered or not. */
  readonly askedAt: number | null;
  /** Why the last request gave no prices; null when it did. */
  readonly failure: string | null;
}

export const NOTHING_STORED: StoredPrices = {
  quotes: new Map(),
  answeredAt: null,
  askedAt: null,
  failure: null,
};

const Time = v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0)));
const Stored = v.object({
  quotes: v.record(
    v.string(),
    v.object({ price: v.pipe(v.string(), v.regex(/^\d{1,8}(\.\d{1,12})?$/)), at: Time }),
  ),
  answeredAt: Time,
  askedAt: Time,
  failure: v.nullable(v.pipe(v.string(), v.maxLength(200))),
});

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export interface PriceStore {
  readonly read: () => StoredPrices;
  readonly write: (prices: StoredPrices) => void;
}

/** Prices kept in the browser per network, source and currency; damaged entries read as none. */
export function priceStore(
  where: {
    readonly network: FlowNetwork;
    readonly source: PriceSourceId;
    readonly currency: Currency;
  },
  storage: Storage | null,
): PriceStore {
  const key = storageKey(where.network, 'prices', where.source, where.currency);
  return {
    read: () => {
      try {
        const raw = storage?.getItem(key);
        const parsed = raw ? v.safeParse(Stored, JSON.parse(raw)) : null;
        if (!parsed?.success) return NOTHING_STORED;
        const quotes = new Map<string, Quote>();
        for (const [coin, { price, at }] of Object.entries(parsed.output.quotes)) {
          if (at !== null) quotes.set(coin, { price, at });
        }
        return { ...parsed.output, quotes };
      } catch {
        return NOTHING_STORED;
      }
    },
    write: (prices) => {
      try {
        storage?.setItem(
          key,
          JSON.stringify({ ...prices, quotes: Object.fromEntries(prices.quotes) }),
        );
      } catch {
        // Full or blocked storage: prices are read again next time, at most once a minute.
      }
    },
  };
}
