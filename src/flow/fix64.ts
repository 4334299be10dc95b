import { InvalidAmountError } from './errors.ts';
import { formatUFix64, parseUFix64 } from './ufix64.ts';

// Fix64 is a signed 64-bit integer counting units of 1e-8, like UFix64 with a sign: its
// magnitude is read and written by the UFix64 functions, the sign and range are checked here.

/** The smallest Fix64, in raw units of 1e-8 (-92233720368.54775808). */
export const FIX64_MIN = -(2n ** 63n);
/** The largest Fix64, in raw units of 1e-8 (92233720368.54775807). */
export const FIX64_MAX = 2n ** 63n - 1n;

const WELL_FORMED_MAGNITUDE = /^[0-9]+(?:\.[0-9]{1,8})?$/;

function outOfRange(text: string, negative: boolean): InvalidAmountError {
  return new InvalidAmountError(
    text,
    negative
      ? 'Below the Fix64 minimum (-92233720368.54775808)'
      : 'Above the Fix64 maximum (92233720368.54775807)',
  );
}

/**
 * Parses a signed decimal into raw Fix64 units (1e-8), exactly: "-1.5", "0.00000001".
 * Throws InvalidAmountError, whose `reason` can be shown next to the form field.
 */
export function parseFix64(text: string): bigint {
  const input = text.trim();
  const negative = input.startsWith('-');
  const magnitudeText = negative ? input.slice(1) : input;
  if (negative && /^[+-]/.test(magnitudeText)) {
    throw new InvalidAmountError(text, 'Use one minus sign, then the digits');
  }
  let magnitude: bigint;
  try {
    magnitude = parseUFix64(magnitudeText);
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) throw error;
    // A well-formed magnitude only fails by being above the UFix64 maximum: out of range here.
    if (WELL_FORMED_MAGNITUDE.test(magnitudeText)) throw outOfRange(text, negative);
    const reason =
      negative && magnitudeText === '' ? 'Add digits after the minus sign' : error.reason;
    throw new InvalidAmountError(text, reason);
  }
  const value = negative ? -magnitude : magnitude;
  if (value < FIX64_MIN || value > FIX64_MAX) throw outOfRange(text, negative);
  return value;
}

/** Formats raw units with exactly 8 decimals and a leading minus when negative ("-1.50000000"). */
export function formatFix64(value: bigint): string {
  if (value < FIX64_MIN || value > FIX64_MAX) {
    throw new RangeError(`Fix64 value out of range [${FIX64_MIN}, ${FIX64_MAX}]: ${value}`);
  }
  return value < 0n ? `-${formatUFix64(-value)}` : formatUFix64(value);
}
