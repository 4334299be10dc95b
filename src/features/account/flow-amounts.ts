import { formatUnits } from 'viem';
import { formatUFix64Display } from '../../flow/ufix64.ts';

/** attoFLOW per UFix64 unit: EVM FLOW has 18 decimals, Cadence FLOW 8. */
export const ATTO_PER_UFIX64_UNIT = 10n ** 10n;

export const formatFlow = (units: bigint): string => formatUFix64Display(units);

export const formatAttoFlow = (atto: bigint): string => formatUnits(atto, 18);

/** A share of a whole in percent, to one decimal, for bars and labels (display only). */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  return Number((part * 1000n) / whole) / 10;
}
