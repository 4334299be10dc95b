import { describe, expect, it } from 'vitest';
import {
  checkEvmTokenAmount,
  evmAmountNote,
  parseEvmAmount,
  splitEvmBalance,
} from './amount-checks.ts';

describe('parseEvmAmount', () => {
  it('converts exactly to base units', () => {
    expect(parseEvmAmount('1.000000000000000001', 18, 18)).toEqual({
      amount: 1_000_000_000_000_000_001n,
    });
    expect(parseEvmAmount(' 12.5 ', 6, 6)).toEqual({ amount: 12_500_000n });
    expect(parseEvmAmount('007', 0, 0)).toEqual({ amount: 7n });
  });

  it.each([
    ['', 'Enter an amount.'],
    ['1e18', 'digits'],
    ['1,5', 'digits'],
    ['.5', 'digits'],
    ['5.', 'digits'],
    ['-1', 'digits'],
    ['0x10', 'digits'],
    ['1.0000000000000000001', 'At most 18 decimal places.'],
    ['0.0', 'more than 0'],
    ['9'.repeat(79), 'too large'],
    [`${2n ** 256n}`, 'too large'],
  ])('refuses %j', (input, message) => {
    const result = parseEvmAmount(input, 18, 18);
    expect('error' in result && result.error).toContain(message);
  });
});

describe('checkEvmTokenAmount', () => {
  const token = { decimals: 18, balance: 5_123_456_789_999_999_999n, symbol: 'sGLD' };

  it('accepts up to 8 decimals of an 18-decimal token, in base units', () => {
    expect(checkEvmTokenAmount('5.12345678', token)).toEqual({
      amount: 5_123_456_780_000_000_000n,
    });
  });

  it('explains why a 9th decimal is refused', () => {
    const result = checkEvmTokenAmount('1.123456789', token);
    expect('error' in result && result.error).toBe(
      'At most 8 decimal places: the token has 18 on EVM, but Cadence keeps 8, so finer amounts cannot cross.',
    );
  });

  it('refuses more than what can cross, naming it', () => {
    const result = checkEvmTokenAmount('5.12345679', token);
    expect('error' in result && result.error).toBe(
      'More than your EVM account can bring to Cadence: at most 5.12345678 sGLD.',
    );
  });

  it('takes a 6-decimal token at its own precision', () => {
    const usdc = { decimals: 6, balance: 2_500_000n, symbol: 'USDC' };
    expect(checkEvmTokenAmount('2.5', usdc)).toEqual({ amount: 2_500_000n });
    const result = checkEvmTokenAmount('0.0000001', usdc);
    expect('error' in result && result.error).toBe('At most 6 decimal places.');
  });

  it('splits a balance into what can cross and what stays', () => {
    expect(splitEvmBalance(token.balance, 18)).toEqual({
      movable: 5_123_456_780_000_000_000n,
      dust: 9_999_999_999n,
    });
    expect(splitEvmBalance(2_500_001n, 6)).toEqual({ movable: 2_500_001n, dust: 0n });
  });
});

describe('evmAmountNote', () => {
  it('explains the 8-decimal rule and names what stays on EVM', () => {
    expect(evmAmountNote(18, 9_999_999_999n, 'sGLD')).toBe(
      'In the token’s units on EVM, with at most 8 decimals: Cadence keeps 8, so finer amounts cannot cross. 0.000000009999999999 sGLD is below Cadence’s 8 decimals and stays on EVM.',
    );
    expect(evmAmountNote(6, 0n, 'USDC')).toBe(
      'In the token’s units on EVM, with at most 6 decimals: Cadence keeps 8, so finer amounts cannot cross.',
    );
  });
});
