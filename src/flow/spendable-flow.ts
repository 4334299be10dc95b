/**
 * FLOW kept back for the transaction fee when sending or moving "max" out of the Cadence vault
 * (UFix64 units: 0.001 FLOW). The vault pays the fee after the transfer, and an empty vault
 * fails the transaction instead. Fees on Flow are around 0.00001 FLOW for a transfer; the
 * margin covers congestion surcharges.
 */
export const FEE_MARGIN = 100_000n;

/** The most FLOW that can leave the Cadence vault: available FLOW less the fee margin. */
export function spendableFlow(availableBalance: bigint): bigint {
  return availableBalance > FEE_MARGIN ? availableBalance - FEE_MARGIN : 0n;
}
