// Mainnet costs (emulator/src/mainnet-costs.ts): sets what the VM bridge charges to onboard an
// asset. Signed by the account holding FlowEVMBridgeConfig's Admin: on the emulator the bridge
// is deployed to the service account (0xf8d6e0586b0a20c7), which keeps the Admin at
// FlowEVMBridgeConfig.adminStoragePath.
//
// Follows onflow/flow-evm-bridge cadence/transactions/bridge/admin/fee/update_onboard_fee.cdc.
import "FlowEVMBridgeConfig"

transaction(fee: UFix64) {
    let admin: auth(FlowEVMBridgeConfig.Fee) &FlowEVMBridgeConfig.Admin

    prepare(signer: auth(BorrowValue) &Account) {
        self.admin = signer.storage.borrow<auth(FlowEVMBridgeConfig.Fee) &FlowEVMBridgeConfig.Admin>(
            from: FlowEVMBridgeConfig.adminStoragePath
        ) ?? panic("the signer holds no FlowEVMBridgeConfig.Admin")
    }

    execute {
        self.admin.updateOnboardingFee(fee)
    }

    post {
        FlowEVMBridgeConfig.onboardFee == fee: "the onboarding fee did not change"
    }
}
