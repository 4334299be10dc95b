import { describe, expect, it } from 'vitest';
import { checkUFix64Amount } from './amount-check.ts';

const tooMuch = (max: bigint) => `at most ${max}`;

describe('checkUFix64Amount', () => {
  it.each([
    ['', 'Enter an amount.'],
    ['0', 'more than 0'],
    ['0.000000001', 'At most 8 decimal places.'],
    ['-1', 'negative'],
    ['1e3', 'no e'],
    ['10.00000001', 'at most 1000000000'],
  ])('refuses %j', (input, message) => {
    const result = checkUFix64Amount(input, 1_000_000_000n, tooMuch);
    expect('error' in result && result.error).toContain(message);
  });

  it('accepts exactly the maximum', () => {
    expect(checkUFix64Amount('10', 1_000_000_000n, tooMuch)).toEqual({ amount: 1_000_000_000n });
  });
});
