import { InvalidAmountError } from '../../flow/errors.ts';
import { formatUFix64Display, parseUFix64 } from '../../flow/ufix64.ts';

export type AmountCheck = { readonly amount: bigint } | { readonly error: string };

/** An amount to send, exact, checked against what can be sent (UFix64 units). */
export function checkAmount(input: string, spendable: bigint, symbol: string): AmountCheck {
  if (!input.trim()) return { error: 'Enter an amount.' };
  let amount: bigint;
  try {
    amount = parseUFix64(input);
  } catch (error) {
    if (error instanceof InvalidAmountError)
      return { error: `${error.reason}.`.replace(/\.\.$/, '.') };
    throw error;
  }
  if (amount === 0n) return { error: 'The amount must be more than 0.' };
  if (amount > spendable) {
    return {
      error: `More than you can send: at most ${formatUFix64Display(spendable)} ${symbol}.`,
    };
  }
  return { amount };
}

/**
 * FLOW kept back for the transaction fee when sending "max" (UFix64 units: 0.001 FLOW). Fees
 * on Flow are around 0.00001 FLOW for a transfer; the margin covers congestion surcharges.
 */
export const FEE_MARGIN = 100_000n;

/** The most FLOW that can be sent: the available balance (storage reserve excluded) less the fee margin. */
export function spendableFlow(availableBalance: bigint): bigint {
  return availableBalance > FEE_MARGIN ? availableBalance - FEE_MARGIN : 0n;
}
