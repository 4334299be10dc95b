import { describe, expect, it } from 'vitest';
import { InvalidAmountError } from './errors.ts';
import { FIX64_MAX, FIX64_MIN, formatFix64, parseFix64 } from './fix64.ts';

function reasonOf(text: string): string {
  try {
    parseFix64(text);
  } catch (error) {
    if (error instanceof InvalidAmountError) return error.reason;
    throw error;
  }
  throw new Error(`expected ${JSON.stringify(text)} to be refused`);
}

describe('parseFix64', () => {
  it('reads signed decimals exactly, in units of 1e-8', () => {
    expect(parseFix64('-1.5')).toBe(-150_000_000n);
    expect(parseFix64(' 0.00000001 ')).toBe(1n);
    expect(parseFix64('-0')).toBe(0n);
    expect(parseFix64('92233720368.54775807')).toBe(FIX64_MAX);
    expect(parseFix64('-92233720368.54775808')).toBe(FIX64_MIN);
  });

  it('refuses values beyond either bound, however large', () => {
    expect(reasonOf('92233720368.54775808')).toBe('Above the Fix64 maximum (92233720368.54775807)');
    expect(reasonOf('-92233720368.54775809')).toBe(
      'Below the Fix64 minimum (-92233720368.54775808)',
    );
    expect(reasonOf('184467440737.09551616')).toBe(
      'Above the Fix64 maximum (92233720368.54775807)',
    );
    expect(reasonOf(`-${'9'.repeat(400)}`)).toBe('Below the Fix64 minimum (-92233720368.54775808)');
  });

  it('says what is wrong with malformed text', () => {
    expect(reasonOf('')).toBe('Enter an amount');
    expect(reasonOf('-')).toBe('Add digits after the minus sign');
    expect(reasonOf('1.123456789')).toBe('At most 8 decimal places');
    expect(reasonOf('1e5')).toBe('Write the amount out in full (no e)');
    expect(reasonOf('--1')).toBe('Use one minus sign, then the digits');
    expect(reasonOf('+1')).toBe('Remove the + sign');
  });
});

describe('formatFix64', () => {
  it('writes 8 decimals with the sign', () => {
    expect(formatFix64(-150_000_000n)).toBe('-1.50000000');
    expect(formatFix64(0n)).toBe('0.00000000');
    expect(formatFix64(FIX64_MIN)).toBe('-92233720368.54775808');
    expect(formatFix64(FIX64_MAX)).toBe('92233720368.54775807');
  });

  it('refuses values outside Fix64', () => {
    expect(() => formatFix64(FIX64_MAX + 1n)).toThrow(RangeError);
    expect(() => formatFix64(FIX64_MIN - 1n)).toThrow(RangeError);
  });
});
