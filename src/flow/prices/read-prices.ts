import type { FlowNetwork } from '../networks.ts';
import type { Currency, PriceSourceId } from './price-source-ids.ts';
import { priceSources } from './price-sources.ts';
import { priceStore, type StoredPrices } from './price-store.ts';
import type { Quote } from './quote.ts';

/** Prices this recent are shown without asking the source again. */
export const FRESH_FOR_MS = 5 * 60_000;
/** The source is asked at most this often, whatever fails. */
export const ASK_EVERY_MS = 60_000;
/** A price older than this is not shown, not even greyed. */
export const KEEP_FOR_MS = 24 * 60 * 60_000;
const ANSWER_TIMEOUT_MS = 10_000;
const MAX_ANSWER_BYTES = 64 * 1024;

export interface PriceRequest {
  readonly network: FlowNetwork;
  readonly source: PriceSourceId;
  readonly currency: Currency;
  /** CoinGecko ids of the coins to price. */
  readonly coins: readonly string[];
}

export interface PriceRead {
  /** Each coin's last good price, at most a day old. */
  readonly quotes: ReadonlyMap<string, Quote>;
  /** Why the source gave no prices the last time it was asked; null when it did. */
  readonly failure: string | null;
}

export interface PriceReadDeps {
  readonly fetch: typeof globalThis.fetch;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly now: () => number;
}

/**
 * The coins' prices: from the browser's store while fresh or asked within the last minute, else
 * from the source, once, never retried. A failure keeps the last good prices for up to a day.
 */
export async function readPrices(request: PriceRequest, deps: PriceReadDeps): Promise<PriceRead> {
  const store = priceStore(request, deps.storage);
  const stored = store.read();
  const now = deps.now();
  const lacking = request.coins.filter((coin) => !stored.quotes.has(coin));
  const fresh = stored.answeredAt !== null && now - stored.answeredAt < FRESH_FOR_MS;
  const askedLately = stored.askedAt !== null && now - stored.askedAt < ASK_EVERY_MS;
  if (askedLately || (fresh && lacking.length === 0)) return shown(stored, now);

  store.write({ ...stored, askedAt: now });
  const answer = await ask(request, deps.fetch, now);
  const next: StoredPrices =
    'failure' in answer
      ? { ...stored, askedAt: now, failure: answer.failure }
      : {
          quotes: new Map([...stored.quotes, ...answer.quotes]),
          answeredAt: now,
          askedAt: now,
          failure: null,
        };
  store.write(next);
  return shown(next, now);
}

function shown(stored: StoredPrices, now: number): PriceRead {
  const quotes = new Map([...stored.quotes].filter(([, quote]) => now - quote.at < KEEP_FOR_MS));
  return { quotes, failure: stored.failure };
}

async function ask(
  { source, currency, coins }: PriceRequest,
  fetch: typeof globalThis.fetch,
  now: number,
): Promise<{ quotes: Map<string, Quote> } | { failure: string }> {
  const priceSource = priceSources[source];
  let response: Response;
  try {
    response = await fetch(priceSource.url(coins, currency), {
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
  } catch (error) {
    return {
      failure:
        error instanceof DOMException && error.name === 'TimeoutError'
          ? `${priceSource.label} did not answer within ${ANSWER_TIMEOUT_MS / 1000} s.`
          : // A source limiting requests may answer without CORS headers: the browser reports
            // that as a network error, so both causes are named.
            `${priceSource.label} could not be reached, or is limiting requests.`,
    };
  }
  if (!response.ok) {
    return {
      failure:
        response.status === 429
          ? `${priceSource.label} is limiting requests (429).`
          : `${priceSource.label} answered ${response.status}.`,
    };
  }
  let body: unknown;
  try {
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) throw new RangeError('too long');
    body = JSON.parse(text);
  } catch {
    return { failure: `${priceSource.label}’s answer was not prices.` };
  }
  const quotes = priceSource.decode(body, { coins, currency, now });
  return quotes.size > 0 ? { quotes } : { failure: `${priceSource.label} gave no usable price.` };
}
