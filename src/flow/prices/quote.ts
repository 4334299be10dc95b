/** A coin's price from a source: exact decimal text (at most 12 decimals) and when it was set. */
export interface Quote {
  readonly price: string;
  /** When the source priced it, in ms since 1970; the time it was read when the source is silent. */
  readonly at: number;
}

/** Above this a unit of any token Flowdeck prices (FLOW, stablecoins) is nonsense, not a price. */
export const MAX_PRICE = 10_000_000;

export const PRICE_DECIMALS = 12;

/**
 * A source's number as a quote, or null when it is not a price: not a number, zero or negative,
 * absurdly large, or dated in the future. `seconds` is the source's own time; `now` fills in for it.
 */
export function quoteOf(price: unknown, seconds: unknown, now: number): Quote | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0 || price > MAX_PRICE) {
    return null;
  }
  const text = decimalText(price);
  if (text === '0') return null;
  const at =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : now;
  // A clock a few minutes off is the source's; a date beyond that is a broken answer.
  if (at > now + 5 * 60_000) return null;
  return { price: text, at: Math.min(at, now) };
}

/**
 * The number as the source wrote it (JavaScript prints the shortest text that reads back as the
 * same number), cut to 12 decimals; toFixed only for exponent forms, where it is exact enough.
 */
function decimalText(price: number): string {
  const written = String(price);
  const plain = /e/i.test(written) ? price.toFixed(PRICE_DECIMALS) : written;
  const [whole = '0', fraction = ''] = plain.split('.');
  const cut = fraction.slice(0, PRICE_DECIMALS).replace(/0+$/, '');
  return cut ? `${whole}.${cut}` : whole;
}
