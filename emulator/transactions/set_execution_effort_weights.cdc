// Mainnet costs (emulator/src/mainnet-costs.ts): replaces the execution-effort weights the FVM
// meters transactions with. Signed by the chain's execution-parameters account (on the emulator
// chain the FungibleToken account, 0xee82856bf20e2aa6), from whose /storage/executionEffortWeights
// flow-go reads them (fvm/executionParameters.go) before each transaction.
//
// `weights` maps a computation kind (Cadence's common.ComputationKind, 1000-1999, or the FVM's,
// 2000-2999) to its weight in the meter's fixed point: 65536 (1 << 16) is one unit of computation.
// flow-go lays the stored weights over its defaults (Statement, Loop and FunctionInvocation at
// 65536 each); any other kind left out weighs nothing.
//
// Follows onflow/flow-core-contracts transactions/FlowServiceAccount/set_execution_effort_weights.cdc.
transaction(weights: {UInt64: UInt64}) {
    prepare(parameters: auth(LoadValue, SaveValue) &Account) {
        parameters.storage.load<{UInt64: UInt64}>(from: /storage/executionEffortWeights)
        parameters.storage.save(weights, to: /storage/executionEffortWeights)
    }
}
