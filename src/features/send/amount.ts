import { type AmountCheck, checkUFix64Amount } from '../../flow/amount-check.ts';
import { formatUFix64Display } from '../../flow/ufix64.ts';

/**
 * An amount to send, exact, checked against what can be sent (UFix64 units); `whyNothing`
 * replaces "at most 0" when nothing can be sent for a reason worth saying.
 */
export function checkAmount(
  input: string,
  spendable: bigint,
  symbol: string,
  whyNothing?: string,
): AmountCheck {
  return checkUFix64Amount(input, spendable, (max) =>
    max === 0n && whyNothing
      ? whyNothing
      : `More than you can send: at most ${formatUFix64Display(max)} ${symbol}.`,
  );
}
