// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FEE_CACHE_MAX_AGE_MS, readCachedFee, writeCachedFee } from './fee-estimate-cache.ts';

const KEY = 'flowdeck:testnet:max-fee:9999';
const NOW = 1_800_000_000_000;

afterEach(() => localStorage.clear());

describe('the kept maximum fee', () => {
  it('is read back exactly within a day of being written', () => {
    writeCachedFee(KEY, 123_456_789_012n, NOW);
    expect(readCachedFee(KEY, NOW + FEE_CACHE_MAX_AGE_MS - 1)).toBe(123_456_789_012n);
  });

  it('is forgotten after a day, or when written in the future', () => {
    writeCachedFee(KEY, 1000n, NOW);
    expect(readCachedFee(KEY, NOW + FEE_CACHE_MAX_AGE_MS)).toBeUndefined();
    expect(readCachedFee(KEY, NOW - 1)).toBeUndefined();
  });

  it.each([
    ['nothing', null],
    ['not JSON', '12'],
    ['a number instead of text', JSON.stringify({ fee: 12, at: NOW })],
    ['a negative fee', JSON.stringify({ fee: '-12', at: NOW })],
    ['a decimal fee', JSON.stringify({ fee: '0.1', at: NOW })],
    ['no time', JSON.stringify({ fee: '12' })],
    ['a time that is text', JSON.stringify({ fee: '12', at: String(NOW) })],
    ['a fee of 21 digits', JSON.stringify({ fee: '1'.repeat(21), at: NOW })],
    ['an array', JSON.stringify(['12', NOW])],
    ['null', 'null'],
  ])('ignores %s', (_, stored) => {
    if (stored !== null) localStorage.setItem(KEY, stored);
    expect(readCachedFee(KEY, NOW)).toBeUndefined();
  });
});
