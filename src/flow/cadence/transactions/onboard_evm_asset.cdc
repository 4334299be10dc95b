// Onboards an EVM-native ERC-20 or ERC-721 to the bridge, which deploys its Cadence contract, so it can be bridged to Cadence.
// Follows onflow/flow-evm-bridge cadence/transactions/bridge/onboarding/onboard_by_evm_address.cdc, with the fee
// capped at the onboarding fee the app showed (maxFee), which also caps the bridge's ScopedFTProviders allowance.
import "FungibleToken"
import "FlowToken"
import "ScopedFTProviders"
import "EVM"
import "FlowEVMBridge"
import "FlowEVMBridgeConfig"

transaction(contractAddressHex: String, maxFee: UFix64) {

    let contractAddress: EVM.EVMAddress
    let scopedProvider: @ScopedFTProviders.ScopedFTProvider

    prepare(signer: auth(BorrowValue, CopyValue, SaveValue, IssueStorageCapabilityController) &Account) {
        assert(!FlowEVMBridgeConfig.isPaused(), message: "The bridge is paused: nothing can be onboarded until it resumes")
        self.contractAddress = EVM.addressFromString(contractAddressHex)
        let requiresOnboarding = FlowEVMBridge.evmAddressRequiresOnboarding(self.contractAddress)
            ?? panic("The EVM contract 0x".concat(self.contractAddress.toString()).concat(" is neither an ERC-20 nor an ERC-721: the bridge cannot move it"))
        assert(requiresOnboarding, message: "The EVM contract 0x".concat(self.contractAddress.toString()).concat(" is already onboarded to the bridge"))

        // The estimate the app shows: the onboarding fee.
        let estimate = FlowEVMBridgeConfig.onboardFee
        assert(
            estimate <= maxFee,
            message: "The bridge fee estimate (".concat(estimate.toString())
                .concat(") is above the maximum you approved (").concat(maxFee.toString()).concat(")")
        )

        // The bridge withdraws its fee through a provider capped at the estimate.
        if signer.storage.type(at: FlowEVMBridgeConfig.providerCapabilityStoragePath) == nil {
            let providerCap = signer.capabilities.storage.issue<auth(FungibleToken.Withdraw) &{FungibleToken.Provider}>(
                /storage/flowTokenVault
            )
            signer.storage.save(providerCap, to: FlowEVMBridgeConfig.providerCapabilityStoragePath)
        }
        let provider = signer.storage.copy<Capability<auth(FungibleToken.Withdraw) &{FungibleToken.Provider}>>(
                from: FlowEVMBridgeConfig.providerCapabilityStoragePath
            ) ?? panic("No FLOW provider capability at ".concat(FlowEVMBridgeConfig.providerCapabilityStoragePath.toString()))
        self.scopedProvider <- ScopedFTProviders.createScopedFTProvider(
            provider: provider,
            filters: [ScopedFTProviders.AllowanceFilter(estimate)],
            expiration: getCurrentBlock().timestamp + 1.0
        )
    }

    execute {
        FlowEVMBridge.onboardByEVMAddress(
            self.contractAddress,
            feeProvider: &self.scopedProvider as auth(FungibleToken.Withdraw) &{FungibleToken.Provider}
        )
        destroy self.scopedProvider
    }
}
