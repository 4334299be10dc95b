// Mainnet costs (emulator/src/mainnet-costs.ts): sets FlowFees' fee parameters. Signed by the
// account holding FlowFees' Administrator: flow-go's bootstrap deploys FlowFees (on the emulator
// chain at 0xe5a8b7f23e8b548f) with the service account as admin account, and FlowFees' init
// saves the Administrator there (the service account, 0xf8d6e0586b0a20c7). FlowFees then charges
//   surgeFactor * (inclusionEffort * inclusionEffortCost + executionEffort * executionEffortCost)
// where flow-go passes an inclusion effort of 1.0 and the computation used as that many 10^-8
// units of UFix64 (16 computation -> executionEffort 0.00000016).
//
// Follows onflow/flow-core-contracts transactions/FlowServiceAccount/set_tx_fee_parameters.cdc.
import "FlowFees"

transaction(surgeFactor: UFix64, inclusionEffortCost: UFix64, executionEffortCost: UFix64) {
    let administrator: &FlowFees.Administrator

    prepare(admin: auth(BorrowValue) &Account) {
        self.administrator = admin.storage.borrow<&FlowFees.Administrator>(from: /storage/flowFeesAdmin)
            ?? panic("the signer holds no FlowFees.Administrator at /storage/flowFeesAdmin")
    }

    execute {
        self.administrator.setFeeParameters(
            surgeFactor: surgeFactor,
            inclusionEffortCost: inclusionEffortCost,
            executionEffortCost: executionEffortCost
        )
    }
}
