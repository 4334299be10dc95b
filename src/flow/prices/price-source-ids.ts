/**
 * The price sources a build can offer and where each one lives: all the first paint needs (the
 * environment and the Content-Security-Policy name them); how each is asked is price-sources.ts.
 */
export const PRICE_SOURCES = {
  defillama: { label: 'DeFi Llama', origin: 'https://coins.llama.fi' },
  coingecko: { label: 'CoinGecko', origin: 'https://api.coingecko.com' },
} as const;

export type PriceSourceId = keyof typeof PRICE_SOURCES;

export const PRICE_SOURCE_IDS = Object.keys(PRICE_SOURCES) as PriceSourceId[];

export const isPriceSourceId = (text: string): text is PriceSourceId =>
  Object.hasOwn(PRICE_SOURCES, text);

/** Currencies a value can be shown in (ISO 4217, lower case as the sources take them). */
export const CURRENCIES = ['usd', 'eur', 'gbp', 'chf', 'jpy', 'cad', 'aud'] as const;

export type Currency = (typeof CURRENCIES)[number];

export const isCurrency = (text: string): text is Currency =>
  (CURRENCIES as readonly string[]).includes(text);

/** Where values come from and in which currency, once prices are on. */
export interface Pricing {
  readonly source: PriceSourceId;
  readonly currency: Currency;
}

/** What a build offers (VITE_PRICE_SOURCES) and what is on before the user chooses. */
export interface PriceOptions {
  readonly offered: readonly PriceSourceId[];
  /** Null: off until the user turns it on (the default). */
  readonly defaultSource: PriceSourceId | null;
  readonly defaultCurrency: Currency;
}
