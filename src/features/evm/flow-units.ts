import { ATTO_PER_UFIX64_UNIT, formatAttoFlow } from '../../flow/flow-amounts.ts';

export interface CoaBalanceSplit {
  /** What can move to Cadence, in UFix64 units: the balance truncated to 8 decimals. */
  readonly movable: bigint;
  /** What cannot, in attoFLOW: the digits below 1e-8 FLOW. */
  readonly dustAtto: bigint;
}

/** A COA balance split into what Cadence can hold and what stays on EVM. */
export function splitCoaBalance(balanceAtto: bigint): CoaBalanceSplit {
  return {
    movable: balanceAtto / ATTO_PER_UFIX64_UNIT,
    dustAtto: balanceAtto % ATTO_PER_UFIX64_UNIT,
  };
}

/** The plain sentence about FLOW that cannot leave EVM, or null when there is none. */
export function dustNotice(dustAtto: bigint): string | null {
  if (dustAtto <= 0n) return null;
  return `${formatAttoFlow(dustAtto)} FLOW is below Cadence’s 8 decimals and cannot be moved to Cadence; it stays on EVM.`;
}
