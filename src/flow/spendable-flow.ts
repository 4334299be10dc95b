/**
 * Mainnet's fee parameters as FLIP 351 sets them (onflow/flips
 * governance/20251119-transaction-fee-update.md, accepted): 0.0001 FLOW to include a transaction
 * and 0.00004 FLOW per unit of computation, at a surge factor of 1. In UFix64 units.
 */
const FLIP_351_INCLUSION_FEE = 10_000n;
const FLIP_351_FEE_PER_COMPUTATION = 4_000n;

/**
 * FLOW to keep back for the fee while the network's own maximum fee is not known yet (or cannot
 * be read): the most a transaction with this compute limit can cost under mainnet's parameters.
 * At Flow's maximum limit (9999) that is 0.40006 FLOW; testnet's and the emulator's parameters
 * are lower, so the figure read from the chain only ever lowers it there.
 */
export function fallbackFeeReserve(computeLimit: number): bigint {
  return FLIP_351_INCLUSION_FEE + BigInt(computeLimit) * FLIP_351_FEE_PER_COMPUTATION;
}

/**
 * The most FLOW that can leave the Cadence vault: available FLOW less the most the transaction
 * can cost. The vault pays the fee after the transfer, and flow-go refuses to execute a
 * transaction whose payer could not pay its maximum fee.
 */
export function spendableFlow(availableBalance: bigint, feeReserve: bigint): bigint {
  return availableBalance > feeReserve ? availableBalance - feeReserve : 0n;
}
