/**
 * FLOW kept back for the transaction fee while the network's own maximum fee is not known yet
 * (or cannot be read): 0.001 FLOW, far above any fee Flow has charged for a transfer.
 */
export const FALLBACK_FEE_RESERVE = 100_000n;

/**
 * The most FLOW that can leave the Cadence vault: available FLOW less the most the transaction
 * can cost. The vault pays the fee after the transfer, and flow-go refuses to execute a
 * transaction whose payer could not pay its maximum fee.
 */
export function spendableFlow(availableBalance: bigint, feeReserve: bigint): bigint {
  return availableBalance > feeReserve ? availableBalance - feeReserve : 0n;
}
