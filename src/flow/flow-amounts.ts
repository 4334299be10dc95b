import { formatUnits } from 'viem';
import { formatUFix64Display } from './ufix64.ts';

/** attoFLOW per UFix64 unit: EVM FLOW has 18 decimals, Cadence FLOW 8. */
export const ATTO_PER_UFIX64_UNIT = 10n ** 10n;

/** UFix64 units as FLOW, trailing zeros trimmed. */
export const formatFlow = (units: bigint): string => formatUFix64Display(units);

/** attoFLOW as FLOW, exactly (all 18 decimals when needed, none trailing). */
export const formatAttoFlow = (atto: bigint): string => formatUnits(atto, 18);
