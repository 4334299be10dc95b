import { InvalidAmountError } from './errors.ts';

// UFix64 is an unsigned 64-bit integer counting units of 1e-8. Amounts stay bigint end to end:
// a JS number cannot hold 184467440737.09551615 exactly.

/** Decimal places of a UFix64. */
export const UFIX64_DECIMALS = 8;

/** The largest UFix64, in raw units of 1e-8 (184467440737.09551615). */
export const UFIX64_MAX = 18446744073709551615n;

const UNITS_PER_WHOLE = 10n ** BigInt(UFIX64_DECIMALS);
const MAX_INTEGER_DIGITS = (UFIX64_MAX / UNITS_PER_WHOLE).toString().length;
const DECIMAL_PATTERN = /^([0-9]+)(?:\.([0-9]+))?$/;

/**
 * Parses a decimal amount into raw UFix64 units (1e-8), exactly. Surrounding whitespace is
 * ignored and leading zeros are fine; ".5" and "5." are rejected (write "0.5" and "5").
 * Throws InvalidAmountError, whose `reason` can be shown next to the form field.
 */
export function parseUFix64(text: string): bigint {
  const input = text.trim();
  const match = DECIMAL_PATTERN.exec(input);
  if (!match) throw new InvalidAmountError(text, reasonForMalformed(input));

  const integerDigits = (match[1] ?? '').replace(/^0+(?=.)/, '');
  const fractionDigits = match[2] ?? '';
  if (fractionDigits.length > UFIX64_DECIMALS) {
    throw new InvalidAmountError(text, `At most ${UFIX64_DECIMALS} decimal places`);
  }
  // Checked before BigInt() so a pasted wall of digits is not converted only to be rejected.
  const value =
    integerDigits.length > MAX_INTEGER_DIGITS
      ? UFIX64_MAX + 1n
      : BigInt(integerDigits) * UNITS_PER_WHOLE +
        BigInt(fractionDigits.padEnd(UFIX64_DECIMALS, '0'));
  if (value > UFIX64_MAX) {
    throw new InvalidAmountError(
      text,
      'Amount is above the UFix64 maximum (184467440737.09551615)',
    );
  }
  return value;
}

/**
 * A UFix64 from data that should hold one (an event's field, a source's answer): its units, or
 * null for anything that is not a string parseUFix64 accepts.
 */
export function parseUFix64OrNull(value: unknown): bigint | null {
  if (typeof value !== 'string') return null;
  try {
    return parseUFix64(value);
  } catch {
    return null;
  }
}

function reasonForMalformed(input: string): string {
  if (input === '') return 'Enter an amount';
  if (input.startsWith('-')) return 'Amount cannot be negative';
  if (input.startsWith('+')) return 'Remove the + sign';
  if (/^(?:nan|[+-]?infinity|∞)$/i.test(input)) return 'Enter a number';
  if (/^[0-9]*\.?[0-9]*e[+-]?[0-9]*$/i.test(input)) return 'Write the amount out in full (no e)';
  if (/^\.[0-9]+$/.test(input)) return 'Add a 0 before the decimal point';
  if (/^[0-9]+\.$/.test(input)) return 'Add digits after the decimal point, or remove it';
  if (/^[0-9]+(?:[,_' ][0-9]+)+(?:\.[0-9]+)?$/.test(input)) {
    return 'Use digits and one decimal point only, without separators';
  }
  return 'Use digits and at most one decimal point';
}

/** Formats raw units with exactly 8 decimals, like Cadence's JSON ("1.50000000"). */
export function formatUFix64(value: bigint): string {
  assertInRange(value);
  const integer = value / UNITS_PER_WHOLE;
  const fraction = (value % UNITS_PER_WHOLE).toString().padStart(UFIX64_DECIMALS, '0');
  return `${integer}.${fraction}`;
}

/**
 * Formats raw units for display: trailing zeros trimmed, at least `minDecimals` (0–8, default 0)
 * kept ("1.5", "1", "0.00000001").
 */
export function formatUFix64Display(value: bigint, options: { minDecimals?: number } = {}): string {
  const { minDecimals = 0 } = options;
  if (!Number.isInteger(minDecimals) || minDecimals < 0 || minDecimals > UFIX64_DECIMALS) {
    throw new RangeError(`minDecimals must be an integer from 0 to 8, got ${minDecimals}`);
  }
  const [integer = '0', fraction = ''] = formatUFix64(value).split('.');
  const significant = fraction.replace(/0+$/, '');
  const shown = significant.length >= minDecimals ? significant : fraction.slice(0, minDecimals);
  return shown === '' ? integer : `${integer}.${shown}`;
}

function assertInRange(value: bigint): void {
  if (value < 0n || value > UFIX64_MAX) {
    throw new RangeError(`UFix64 value out of range [0, ${UFIX64_MAX}]: ${value}`);
  }
}
