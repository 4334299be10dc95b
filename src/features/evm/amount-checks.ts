import { formatUnits, parseUnits } from 'viem';
import type { AmountCheck } from '../../flow/amount-check.ts';
import { UFIX64_DECIMALS, UFIX64_MAX } from '../../flow/ufix64.ts';

// Digits, then optionally one point and digits: no signs, exponents, separators or spaces inside.
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;
// 2^256 has 78 digits: anything longer is refused before it is converted.
const MAX_INTEGER_DIGITS = 78;
const UINT256_MAX = 2n ** 256n - 1n;

/**
 * A decimal amount in a token's EVM base units, exactly: at most `maxFractionDigits` decimals
 * (checked on the text first, so viem's parseUnits never rounds), at most 2^256 − 1.
 */
export function parseEvmAmount(
  input: string,
  decimals: number,
  maxFractionDigits: number,
): AmountCheck {
  const text = input.trim();
  if (!text) return { error: 'Enter an amount.' };
  const match = DECIMAL.exec(text);
  if (!match) return { error: 'Use digits and at most one decimal point, like 12.5.' };
  const [, integer = '', fraction = ''] = match;
  if (fraction.length > maxFractionDigits) {
    return {
      error:
        maxFractionDigits === 0
          ? 'Whole numbers only: this token has no decimals.'
          : `At most ${maxFractionDigits} decimal places.`,
    };
  }
  if (integer.replace(/^0+(?=.)/, '').length > MAX_INTEGER_DIGITS) {
    return { error: 'The amount is too large.' };
  }
  const amount = parseUnits(text, decimals);
  if (amount > UINT256_MAX) return { error: 'The amount is too large.' };
  if (amount === 0n) return { error: 'The amount must be more than 0.' };
  return { amount };
}

/** Decimals of a token's EVM amount that can cross to Cadence, which keeps 8. */
const crossableDecimals = (decimals: number): number => Math.min(decimals, UFIX64_DECIMALS);

/** Base units of a token's EVM amount below Cadence's 8 decimals, which cannot cross. */
function unitsBelowCadence(decimals: number): bigint {
  return decimals > UFIX64_DECIMALS ? 10n ** BigInt(decimals - UFIX64_DECIMALS) : 1n;
}

/** The part of an EVM balance that can cross to Cadence, and the part that cannot. */
export function splitEvmBalance(
  balance: bigint,
  decimals: number,
): { readonly movable: bigint; readonly dust: bigint } {
  const step = unitsBelowCadence(decimals);
  const movable = balance - (balance % step);
  // A UFix64 caps what one Cadence vault can receive.
  const cap = (UFIX64_MAX * 10n ** BigInt(decimals)) / 10n ** BigInt(UFIX64_DECIMALS);
  const capped = movable > cap ? cap - (cap % step) : movable;
  return { movable: capped, dust: balance % step };
}

/**
 * An amount of a token to bring from EVM to Cadence, typed in the token's EVM decimals but
 * with at most 8 of them (what Cadence can hold), in EVM base units, ≤ what can cross.
 */
export function checkEvmTokenAmount(
  input: string,
  token: { readonly decimals: number; readonly balance: bigint; readonly symbol: string },
): AmountCheck {
  const maxFraction = crossableDecimals(token.decimals);
  const parsed = parseEvmAmount(input, token.decimals, maxFraction);
  if ('error' in parsed) {
    if (parsed.error.startsWith('At most') && token.decimals > UFIX64_DECIMALS) {
      return {
        error: `At most 8 decimal places: the token has ${token.decimals} on EVM, but Cadence keeps 8, so finer amounts cannot cross.`,
      };
    }
    return parsed;
  }
  const { movable } = splitEvmBalance(token.balance, token.decimals);
  if (parsed.amount > movable) {
    return {
      error: `More than your EVM account can bring to Cadence: at most ${formatUnits(movable, token.decimals)} ${token.symbol}.`,
    };
  }
  return parsed;
}

/** The note under an EVM amount field: why at most 8 decimals, and what stays behind. */
export function evmAmountNote(decimals: number, dust: bigint, symbol: string): string {
  const rule = `In the token’s units on EVM, with at most ${crossableDecimals(decimals)} decimals: Cadence keeps 8, so finer amounts cannot cross.`;
  return dust > 0n
    ? `${rule} ${formatUnits(dust, decimals)} ${symbol} is below Cadence’s 8 decimals and stays on EVM.`
    : rule;
}
