import { describe, expect, it } from 'vitest';
import { formatValue, sumValues, valueText, worth } from './value.ts';

describe('worth', () => {
  it('multiplies exactly, whatever the amount’s decimals', () => {
    // 1234.56789012 FLOW (UFix64 units) at 0.73
    const flow = worth(123_456_789_012n, 8, '0.73');
    expect(valueText(flow)).toBe('901.2345597876');
    // 25 FLOW in attoFLOW at the same price
    expect(valueText(worth(25n * 10n ** 18n, 18, '0.73'))).toBe('18.25');
    expect(valueText(worth(0n, 8, '0.73'))).toBe('0');
  });

  it('adds values without rounding, then rounds once when shown', () => {
    const part = worth(1n, 8, '400000');
    expect(formatValue(part, 'usd', 'en-US')).toBe('$0.00');
    const total = sumValues([part, part, part]);
    expect(valueText(total)).toBe('0.012');
    expect(formatValue(total, 'usd', 'en-US')).toBe('$0.01');
  });

  it('formats in the currency’s minor unit, half away from zero', () => {
    expect(formatValue(worth(1_234_500_000n, 8, '1'), 'usd', 'en-US')).toBe('$12.35');
    expect(formatValue(worth(1_234_499_999n, 8, '1'), 'usd', 'en-US')).toBe('$12.34');
    expect(formatValue(worth(1_234_500_000n, 8, '1'), 'jpy', 'en-US')).toBe('¥12');
    expect(formatValue(worth(10n ** 30n, 18, '9999999'), 'eur', 'en-US')).toBe(
      '€9,999,999,000,000,000,000.00',
    );
  });

  it('refuses an amount of more than 18 decimals', () => {
    expect(() => worth(1n, 24, '1')).toThrow(RangeError);
  });
});
