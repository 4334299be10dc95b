import { InvalidAmountError } from './errors.ts';
import { parseUFix64 } from './ufix64.ts';

/** A typed-in amount: exactly what it is in base units, or why it cannot be used. */
export type AmountCheck = { readonly amount: bigint } | { readonly error: string };

const sentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

/**
 * A Cadence amount (UFix64, 8 decimals), exact, with 0 < amount ≤ max; `tooMuch` says what the
 * limit is when it is passed.
 */
export function checkUFix64Amount(
  input: string,
  max: bigint,
  tooMuch: (max: bigint) => string,
): AmountCheck {
  if (!input.trim()) return { error: 'Enter an amount.' };
  let amount: bigint;
  try {
    amount = parseUFix64(input);
  } catch (error) {
    if (error instanceof InvalidAmountError) return { error: sentence(error.reason) };
    throw error;
  }
  if (amount === 0n) return { error: 'The amount must be more than 0.' };
  if (amount > max) return { error: tooMuch(max) };
  return { amount };
}
