import { describe, expect, it } from 'vitest';
import { monogramOf, toneOf } from './monogram.ts';

describe('monogramOf', () => {
  it('takes up to two letters or digits of the symbol, in capitals', () => {
    expect(monogramOf('FLOW')).toBe('FL');
    expect(monogramOf('sUSD')).toBe('SU');
    expect(monogramOf('1inch')).toBe('1I');
    expect(monogramOf('Ж')).toBe('Ж');
  });

  it('skips markup, punctuation and symbols, and falls back to a question mark', () => {
    expect(monogramOf('<script>alert(1)</script>')).toBe('SC');
    expect(monogramOf('$-€')).toBe('?');
    expect(monogramOf('😀😀')).toBe('?');
    expect(monogramOf('')).toBe('?');
  });
});

describe('toneOf', () => {
  it('gives the same token the same tone, within the six', () => {
    const identifiers = Array.from({ length: 200 }, (_, index) => `A.${index}.Token.Vault`);
    const tones = identifiers.map((identifier) => toneOf(identifier));
    expect(identifiers.map((identifier) => toneOf(identifier))).toEqual(tones);
    expect(new Set(tones)).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });
});
