import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test/seeded-random.ts';
import { InvalidAmountError } from './errors.ts';
import {
  formatUFix64,
  formatUFix64Display,
  parseUFix64,
  parseUFix64OrNull,
  UFIX64_DECIMALS,
  UFIX64_MAX,
} from './ufix64.ts';

/** A uniformly random bigint in [0, UFIX64_MAX], built from 16-bit chunks. */
function randomUFix64(random: () => number): bigint {
  let value = 0n;
  for (let chunk = 0; chunk < 4; chunk++) {
    value = (value << 16n) | BigInt(Math.floor(random() * 0x10000));
  }
  return value;
}

function reasonFor(text: string): string {
  try {
    parseUFix64(text);
  } catch (error) {
    if (error instanceof InvalidAmountError) return error.reason;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(text)} to be rejected`);
}

describe('constants', () => {
  it('match Cadence UFix64', () => {
    expect(UFIX64_DECIMALS).toBe(8);
    expect(UFIX64_MAX).toBe(2n ** 64n - 1n);
  });
});

describe('parseUFix64', () => {
  it.each([
    ['0', 0n],
    ['1', 100_000_000n],
    ['1.5', 150_000_000n],
    ['0.5', 50_000_000n],
    ['0.00000001', 1n],
    ['007', 700_000_000n],
    ['00.10', 10_000_000n],
    ['12345.67890123', 1_234_567_890_123n],
    ['  42.1\n', 4_210_000_000n],
    ['\t0.00000001 ', 1n],
    ['184467440737.09551615', UFIX64_MAX],
    ['0184467440737.09551615', UFIX64_MAX],
  ])('%j → %s', (text, expected) => {
    expect(parseUFix64(text)).toBe(expected);
  });

  it.each([
    ['', 'Enter an amount'],
    ['   ', 'Enter an amount'],
    ['-1', 'Amount cannot be negative'],
    ['-0', 'Amount cannot be negative'],
    ['+1', 'Remove the + sign'],
    ['1.000000001', 'At most 8 decimal places'],
    ['0.123456789', 'At most 8 decimal places'],
    ['184467440737.09551616', 'Amount is above the UFix64 maximum (184467440737.09551615)'],
    ['184467440738', 'Amount is above the UFix64 maximum (184467440737.09551615)'],
    ['9'.repeat(10_000), 'Amount is above the UFix64 maximum (184467440737.09551615)'],
    ['1e5', 'Write the amount out in full (no e)'],
    ['1.5E-3', 'Write the amount out in full (no e)'],
    ['NaN', 'Enter a number'],
    ['Infinity', 'Enter a number'],
    ['-Infinity', 'Amount cannot be negative'],
    ['.5', 'Add a 0 before the decimal point'],
    ['5.', 'Add digits after the decimal point, or remove it'],
    ['1,000', 'Use digits and one decimal point only, without separators'],
    ['1_000.5', 'Use digits and one decimal point only, without separators'],
    ['1 000', 'Use digits and one decimal point only, without separators'],
    ['1.2.3', 'Use digits and at most one decimal point'],
    ['0x10', 'Use digits and at most one decimal point'],
    ['12abc', 'Use digits and at most one decimal point'],
    ['1.5 FLOW', 'Use digits and at most one decimal point'],
    ['١٢', 'Use digits and at most one decimal point'],
    ['.', 'Use digits and at most one decimal point'],
  ])('rejects %j with reason %j', (text, reason) => {
    expect(reasonFor(text)).toBe(reason);
  });

  it('throws an InvalidAmountError carrying the input', () => {
    const attempt = () => parseUFix64('1.000000001');
    expect(attempt).toThrow(InvalidAmountError);
    expect(attempt).toThrow(expect.objectContaining({ input: '1.000000001' }));
  });
});

describe('formatUFix64', () => {
  it.each([
    [0n, '0.00000000'],
    [1n, '0.00000001'],
    [150_000_000n, '1.50000000'],
    [100_000_000n, '1.00000000'],
    [UFIX64_MAX, '184467440737.09551615'],
  ])('%s → %j', (value, expected) => {
    expect(formatUFix64(value)).toBe(expected);
  });

  it.each([-1n, UFIX64_MAX + 1n])('throws RangeError for %s', (value) => {
    expect(() => formatUFix64(value)).toThrow(RangeError);
  });

  it('round-trips the maximum and rejects one unit more', () => {
    expect(parseUFix64(formatUFix64(UFIX64_MAX))).toBe(UFIX64_MAX);
    expect(() => parseUFix64('184467440737.09551616')).toThrow(InvalidAmountError);
  });

  it('round-trips 2000 random values (seeded)', () => {
    const random = seededRandom(0xf10);
    for (let trial = 0; trial < 2000; trial++) {
      // Mix full-range values with small ones, which exercise the zero-padded fraction.
      const value = trial % 2 === 0 ? randomUFix64(random) : randomUFix64(random) % 10n ** 10n;
      const text = formatUFix64(value);
      expect(text, `trial ${trial}`).toMatch(/^[0-9]+\.[0-9]{8}$/);
      expect(parseUFix64(text), `trial ${trial}: ${text}`).toBe(value);
      expect(parseUFix64(formatUFix64Display(value)), `trial ${trial}`).toBe(value);
    }
  });
});

describe('formatUFix64Display', () => {
  it.each([
    [150_000_000n, undefined, '1.5'],
    [100_000_000n, undefined, '1'],
    [1n, undefined, '0.00000001'],
    [0n, undefined, '0'],
    [UFIX64_MAX, undefined, '184467440737.09551615'],
    [100_000_000n, 2, '1.00'],
    [150_000_000n, 2, '1.50'],
    [123_456_789n, 2, '1.23456789'],
    [0n, 8, '0.00000000'],
  ])('%s with minDecimals %s → %j', (value, minDecimals, expected) => {
    const options = minDecimals === undefined ? undefined : { minDecimals };
    expect(formatUFix64Display(value, options)).toBe(expected);
  });

  it.each([-1, 9, 1.5])('throws RangeError for minDecimals %s', (minDecimals) => {
    expect(() => formatUFix64Display(1n, { minDecimals })).toThrow(RangeError);
  });

  it('throws RangeError for values out of range', () => {
    expect(() => formatUFix64Display(-1n)).toThrow(RangeError);
    expect(() => formatUFix64Display(UFIX64_MAX + 1n)).toThrow(RangeError);
  });
});

describe('parseUFix64OrNull', () => {
  it('reads what parseUFix64 reads, and gives null for anything else', () => {
    expect(parseUFix64OrNull('12.34567891')).toBe(1_234_567_891n);
    for (const value of ['-1', '1e3', '0.123456789', 1, null, undefined, {}]) {
      expect(parseUFix64OrNull(value)).toBeNull();
    }
  });
});
