// The most a transaction can cost in fees: FlowFees' own formula, with the inclusion effort
// flow-go charges every transaction (1.0) and the whole compute limit as execution effort.
// flow-go passes the computation a transaction used to FlowFees as that many 10^-8 units of
// UFix64 (a FLOW transfer: 16 computation, `executionEffort: 0.00000016` in FeesDeducted), so
// the limit converts the same way. The fee charged can only be lower (less computation).
// Follows onflow/flow-core-contracts transactions/FlowServiceAccount/scripts/verify_payer_balance_for_tx_execution.cdc
// (the maximum fee flow-go checks a payer for before executing).
import "FlowFees"

access(all) fun main(computeLimit: UInt64): UFix64 {
    let executionEffort = UFix64(computeLimit) * 0.00000001
    return FlowFees.computeFees(inclusionEffort: 1.0, executionEffort: executionEffort)
}
