import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../client/testing/memory-storage.ts';
import {
  ASK_EVERY_MS,
  FRESH_FOR_MS,
  KEEP_FOR_MS,
  type PriceRequest,
  readPrices,
} from './read-prices.ts';

const REQUEST: PriceRequest = {
  network: 'mainnet',
  source: 'coingecko',
  currency: 'usd',
  coins: ['flow', 'usd-coin'],
};
const START = Date.UTC(2026, 10, 29, 12);

/** A source answering `answers` in turn (a body, a status, or a thrown error), counting asks. */
function world(...answers: (object | number | Error)[]) {
  const state = { now: START, asked: [] as string[] };
  const storage = new MemoryStorage();
  const fetch: typeof globalThis.fetch = async (input) => {
    state.asked.push(String(input));
    const answer = answers[Math.min(state.asked.length - 1, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'number') return new Response('{}', { status: answer });
    return new Response(JSON.stringify(answer), { status: 200 });
  };
  const read = () => readPrices(REQUEST, { fetch, storage, now: () => state.now });
  return { state, storage, read };
}

const GOOD = {
  flow: { usd: 0.5, last_updated_at: START / 1000 },
  'usd-coin': { usd: 1, last_updated_at: START / 1000 },
};

describe('readPrices', () => {
  it('reads the source once, then serves the stored prices while they are fresh', async () => {
    const { state, read } = world(GOOD);
    const first = await read();
    expect(first.failure).toBeNull();
    expect(first.quotes.get('flow')).toEqual({ price: '0.5', at: START });
    state.now += FRESH_FOR_MS - 1;
    expect((await read()).quotes.get('usd-coin')?.price).toBe('1');
    expect(state.asked).toHaveLength(1);
    state.now += 1;
    await read();
    expect(state.asked).toHaveLength(2);
  });

  it('asks at most once a minute, and keeps the last good prices through a failure', async () => {
    const { state, read } = world(GOOD, 429, new TypeError('Failed to fetch'), { nonsense: true });
    await read();
    state.now += FRESH_FOR_MS;
    const limited = await read();
    expect(limited.failure).toBe('CoinGecko is limiting requests (429).');
    expect(limited.quotes.get('flow')?.price).toBe('0.5');
    // Within the minute: no request, the same failure.
    state.now += ASK_EVERY_MS - 1;
    expect((await read()).failure).toBe('CoinGecko is limiting requests (429).');
    expect(state.asked).toHaveLength(2);
    state.now += 1;
    expect((await read()).failure).toBe('CoinGecko could not be reached, or is limiting requests.');
    state.now += ASK_EVERY_MS;
    const nonsense = await read();
    expect(nonsense.failure).toBe('CoinGecko gave no usable price.');
    expect(nonsense.quotes.get('flow')?.price).toBe('0.5');
    expect(state.asked).toHaveLength(4);
  });

  it('shows no price older than a day', async () => {
    const { state, read } = world(GOOD, 503);
    await read();
    state.now += KEEP_FOR_MS;
    const late = await read();
    expect(late.failure).toBe('CoinGecko answered 503.');
    expect(late.quotes.size).toBe(0);
  });

  it('survives a reload: the stored prices and the last ask are read back', async () => {
    const { state, storage, read } = world(GOOD);
    await read();
    const again = await readPrices(REQUEST, {
      fetch: () => Promise.reject(new Error('asked again')),
      storage,
      now: () => state.now + 1000,
    });
    expect(again.quotes.get('flow')?.price).toBe('0.5');
  });

  it('reads damaged storage as nothing stored', async () => {
    const { storage, read } = world(GOOD);
    storage.setItem('flowdeck:mainnet:prices:coingecko:usd', '{"quotes":{"flow":{"price":"-1"}}}');
    expect((await read()).quotes.get('flow')?.price).toBe('0.5');
  });
});
