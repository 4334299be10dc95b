import { isRecord } from '../is-record.ts';
import {
  CURRENCIES,
  type Currency,
  PRICE_SOURCES,
  type PriceSourceId,
  type Pricing,
} from './price-source-ids.ts';
import { type Quote, quoteOf } from './quote.ts';

/** How one source is asked for the prices of coins (CoinGecko ids) and how its answer reads. */
export interface PriceSource {
  readonly id: PriceSourceId;
  readonly label: string;
  readonly currencies: readonly Currency[];
  readonly url: (coins: readonly string[], currency: Currency) => string;
  /** Each coin's quote the answer gives sanely; the rest are left out, never guessed. */
  readonly decode: (
    body: unknown,
    asked: { readonly coins: readonly string[]; readonly currency: Currency; readonly now: number },
  ) => Map<string, Quote>;
}

/** coins.llama.fi: USD only; a CoinGecko id is its coin `coingecko:<id>`; seconds since 1970. */
const defillama: PriceSource = {
  id: 'defillama',
  label: PRICE_SOURCES.defillama.label,
  currencies: ['usd'],
  url: (coins) =>
    `${PRICE_SOURCES.defillama.origin}/prices/current/${coins
      .map((coin) => `coingecko:${encodeURIComponent(coin)}`)
      .join(',')}?searchWidth=4h`,
  decode: (body, { coins, now }) => {
    const answered = isRecord(body) && isRecord(body.coins) ? body.coins : {};
    return quotesOf(coins, (coin) => {
      const entry = answered[`coingecko:${coin}`];
      return isRecord(entry) ? quoteOf(entry.price, entry.timestamp, now) : null;
    });
  },
};

/** CoinGecko's simple price API: `{ <id>: { <currency>: price, last_updated_at } }`. */
const coingecko: PriceSource = {
  id: 'coingecko',
  label: PRICE_SOURCES.coingecko.label,
  currencies: CURRENCIES,
  url: (coins, currency) =>
    `${PRICE_SOURCES.coingecko.origin}/api/v3/simple/price?ids=${coins
      .map(encodeURIComponent)
      .join(',')}&vs_currencies=${currency}&include_last_updated_at=true`,
  decode: (body, { coins, currency, now }) =>
    quotesOf(coins, (coin) => {
      const entry = isRecord(body) ? body[coin] : undefined;
      return isRecord(entry) ? quoteOf(entry[currency], entry.last_updated_at, now) : null;
    }),
};

export const priceSources: Readonly<Record<PriceSourceId, PriceSource>> = { defillama, coingecko };

/** The source and the currency values are shown in: the chosen one, if the source offers it. */
export function pricingOf(settings: {
  readonly source: PriceSourceId | null;
  readonly currency: Currency;
}): Pricing | null {
  if (settings.source === null) return null;
  const { currencies } = priceSources[settings.source];
  return {
    source: settings.source,
    currency: currencies.includes(settings.currency) ? settings.currency : (currencies[0] ?? 'usd'),
  };
}

function quotesOf(coins: readonly string[], quote: (coin: string) => Quote | null) {
  const quotes = new Map<string, Quote>();
  for (const coin of coins) {
    const found = quote(coin);
    if (found) quotes.set(coin, found);
  }
  return quotes;
}
