import { describe, expect, it } from 'vitest';
import { priceSources } from './price-sources.ts';
import { MAX_PRICE, quoteOf } from './quote.ts';

const NOW = Date.UTC(2026, 10, 29, 12);
const SECONDS = NOW / 1000 - 90;

describe('quoteOf', () => {
  it('keeps a price as exact decimal text, dated by the source', () => {
    expect(quoteOf(0.73, SECONDS, NOW)).toEqual({ price: '0.73', at: NOW - 90_000 });
    expect(quoteOf(1, SECONDS, NOW)).toEqual({ price: '1', at: NOW - 90_000 });
    expect(quoteOf(0.00000012, SECONDS, NOW)?.price).toBe('0.00000012');
    // As the source wrote it, not its binary neighbour (toFixed would give 1234567.099999999977).
    expect(quoteOf(1234567.1, SECONDS, NOW)?.price).toBe('1234567.1');
    // No date from the source: the time it was read.
    expect(quoteOf(2.5, undefined, NOW)).toEqual({ price: '2.5', at: NOW });
  });

  it.each([
    ['a string', '0.73'],
    ['zero', 0],
    ['negative', -1],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['absurdly large', MAX_PRICE * 10],
    ['below a trillionth', 1e-13],
  ])('is no price when %s', (_case, price) => {
    expect(quoteOf(price, SECONDS, NOW)).toBeNull();
  });

  it('refuses a price dated in the future beyond a clock’s drift', () => {
    expect(quoteOf(1, NOW / 1000 + 3600, NOW)).toBeNull();
    expect(quoteOf(1, NOW / 1000 + 60, NOW)?.at).toBe(NOW);
  });
});

describe('price sources', () => {
  const asked = { coins: ['flow', 'usd-coin'], currency: 'usd', now: NOW } as const;

  it('asks DeFi Llama for CoinGecko ids and reads its coins', () => {
    const source = priceSources.defillama;
    expect(source.url(asked.coins, 'usd')).toBe(
      'https://coins.llama.fi/prices/current/coingecko:flow,coingecko:usd-coin?searchWidth=4h',
    );
    const quotes = source.decode(
      {
        coins: {
          'coingecko:flow': { price: 0.41, symbol: 'FLOW', timestamp: SECONDS, confidence: 0.99 },
          'coingecko:usd-coin': { price: -1, timestamp: SECONDS },
        },
      },
      asked,
    );
    expect(quotes).toEqual(new Map([['flow', { price: '0.41', at: NOW - 90_000 }]]));
    expect(source.decode({ coins: [] }, asked).size).toBe(0);
    expect(source.decode('<html>', asked).size).toBe(0);
  });

  it('asks CoinGecko in the chosen currency and reads that currency only', () => {
    const source = priceSources.coingecko;
    expect(source.url(asked.coins, 'eur')).toBe(
      'https://api.coingecko.com/api/v3/simple/price?ids=flow,usd-coin&vs_currencies=eur&include_last_updated_at=true',
    );
    const body = {
      flow: { eur: 0.38, usd: 0.41, last_updated_at: SECONDS },
      'usd-coin': { usd: 1 },
    };
    expect(source.decode(body, { ...asked, currency: 'eur' })).toEqual(
      new Map([['flow', { price: '0.38', at: NOW - 90_000 }]]),
    );
    expect(source.decode(body, asked).get('usd-coin')).toEqual({ price: '1', at: NOW });
    expect(source.decode(null, asked).size).toBe(0);
  });
});
