import { type AmountCheck, checkUFix64Amount } from '../../flow/amount-check.ts';
import { formatUFix64Display } from '../../flow/ufix64.ts';

/** An amount to send, exact, checked against what can be sent (UFix64 units). */
export function checkAmount(input: string, spendable: bigint, symbol: string): AmountCheck {
  return checkUFix64Amount(
    input,
    spendable,
    (max) => `More than you can send: at most ${formatUFix64Display(max)} ${symbol}.`,
  );
}
