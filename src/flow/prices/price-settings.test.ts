import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../client/testing/memory-storage.ts';
import { createPriceSettingsStore, parsePriceSettings } from './price-settings.ts';
import type { PriceOptions } from './price-source-ids.ts';

const OPTIONS: PriceOptions = {
  offered: ['coingecko'],
  defaultSource: null,
  defaultCurrency: 'usd',
};

describe('price settings', () => {
  it('are off by default, and read what the build offers only', () => {
    expect(parsePriceSettings(null, OPTIONS)).toEqual({ source: null, currency: 'usd' });
    expect(parsePriceSettings({ source: 'coingecko', currency: 'eur' }, OPTIONS)).toEqual({
      source: 'coingecko',
      currency: 'eur',
    });
    // A source this build no longer offers, or a currency it does not know: the defaults.
    expect(parsePriceSettings({ source: 'defillama', currency: 'xyz' }, OPTIONS)).toEqual({
      source: null,
      currency: 'usd',
    });
    expect(
      parsePriceSettings({ source: 'other' }, { ...OPTIONS, defaultSource: 'coingecko' }).source,
    ).toBe('coingecko');
    // Turned off by the user stays off, whatever the build's default.
    expect(
      parsePriceSettings({ source: null }, { ...OPTIONS, defaultSource: 'coingecko' }).source,
    ).toBeNull();
  });

  it('are kept per network', () => {
    const storage = new MemoryStorage();
    const mainnet = createPriceSettingsStore('mainnet', OPTIONS, storage);
    mainnet.update(() => ({ source: 'coingecko', currency: 'chf' }));
    expect(createPriceSettingsStore('mainnet', OPTIONS, storage).read()).toEqual({
      source: 'coingecko',
      currency: 'chf',
    });
    expect(createPriceSettingsStore('testnet', OPTIONS, storage).read().source).toBeNull();
  });
});
