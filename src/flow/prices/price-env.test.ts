import { describe, expect, it } from 'vitest';
import { EnvConfigError, parseEnv } from '../env.ts';
import { priceOptionsOf } from './price-env.ts';

const optionsOf = (raw: Record<string, string>) => priceOptionsOf(parseEnv(raw).prices);

function variableRefused(raw: Record<string, string>): string {
  try {
    optionsOf(raw);
  } catch (error) {
    if (error instanceof EnvConfigError) return error.variable;
    throw error;
  }
  throw new Error('expected an EnvConfigError');
}

describe('priceOptionsOf', () => {
  it('offers every source and has none on by default: nothing is asked until a user chooses', () => {
    expect(optionsOf({})).toEqual({
      offered: ['defillama', 'coingecko'],
      defaultSource: null,
      defaultCurrency: 'usd',
    });
  });

  it('reads the offered sources, the one on and the currency', () => {
    expect(
      optionsOf({
        VITE_PRICE_SOURCES: 'coingecko, coingecko',
        VITE_PRICE_SOURCE: 'coingecko',
        VITE_PRICE_CURRENCY: 'EUR',
      }),
    ).toEqual({ offered: ['coingecko'], defaultSource: 'coingecko', defaultCurrency: 'eur' });
    expect(optionsOf({ VITE_PRICE_SOURCES: 'none' }).offered).toEqual([]);
  });

  it.each([
    [{ VITE_PRICE_SOURCES: 'coingecko,binance' }, 'VITE_PRICE_SOURCES'],
    [{ VITE_PRICE_SOURCE: 'flowindex' }, 'VITE_PRICE_SOURCE'],
    [{ VITE_PRICE_SOURCES: 'none', VITE_PRICE_SOURCE: 'coingecko' }, 'VITE_PRICE_SOURCE'],
    [{ VITE_PRICE_CURRENCY: 'doge' }, 'VITE_PRICE_CURRENCY'],
    // DeFi Llama prices in US dollars only.
    [{ VITE_PRICE_SOURCE: 'defillama', VITE_PRICE_CURRENCY: 'eur' }, 'VITE_PRICE_CURRENCY'],
  ])('refuses %o, naming %s', (raw, variable) => {
    expect(variableRefused(raw)).toBe(variable);
  });
});
