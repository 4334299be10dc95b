// Bridges fungible tokens from the signer's Cadence vault to the signer's COA, onboarding the token first when needed.
// Follows onflow/flow-evm-bridge cadence/transactions/bridge/tokens/bridge_tokens_to_evm.cdc, with the fee capped
// at the estimate the app showed (maxFee) and the bridge's ScopedFTProviders allowance set to that estimate.
import "FungibleToken"
import "FungibleTokenMetadataViews"
import "ViewResolver"
import "FlowToken"
import "ScopedFTProviders"
import "EVM"
import "FlowEVMBridge"
import "FlowEVMBridgeConfig"
import "FlowEVMBridgeUtils"

transaction(vaultIdentifier: String, amount: UFix64, maxFee: UFix64) {

    let coa: &EVM.CadenceOwnedAccount
    let vaultType: Type
    let sentVault: @{FungibleToken.Vault}
    let requiresOnboarding: Bool
    let scopedProvider: @ScopedFTProviders.ScopedFTProvider

    prepare(signer: auth(BorrowValue, CopyValue, SaveValue, IssueStorageCapabilityController) &Account) {
        assert(!FlowEVMBridgeConfig.isPaused(), message: "The bridge is paused: nothing can be bridged until it resumes")
        assert(amount > 0.0, message: "The amount to bridge must be above zero")
        // Depositing into EVM needs no COA entitlement.
        self.coa = signer.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm)
            ?? panic("The signer has no COA at /storage/evm")

        self.vaultType = CompositeType(vaultIdentifier)
            ?? panic("No token type ".concat(vaultIdentifier).concat(" on this network"))
        assert(
            self.vaultType != Type<@FlowToken.Vault>(),
            message: "FLOW moves to the COA with a deposit, not through the bridge"
        )
        self.requiresOnboarding = FlowEVMBridge.typeRequiresOnboarding(self.vaultType)
            ?? panic("The bridge cannot move ".concat(vaultIdentifier).concat(": it is neither a fungible token nor an NFT"))

        let contractAddress = FlowEVMBridgeUtils.getContractAddress(fromType: self.vaultType)
            ?? panic("No contract address in ".concat(vaultIdentifier))
        let contractName = FlowEVMBridgeUtils.getContractName(fromType: self.vaultType)
            ?? panic("No contract name in ".concat(vaultIdentifier))
        let token = getAccount(contractAddress).contracts.borrow<&{ViewResolver}>(name: contractName)
            ?? panic("No token contract ".concat(contractName).concat(" at ").concat(contractAddress.toString()))
        let vaultData = token.resolveContractView(
                resourceType: self.vaultType,
                viewType: Type<FungibleTokenMetadataViews.FTVaultData>()
            ) as! FungibleTokenMetadataViews.FTVaultData?
            ?? panic("The token contract does not describe its vault (FTVaultData view)")
        let vault = signer.storage.borrow<auth(FungibleToken.Withdraw) &{FungibleToken.Vault}>(
                from: vaultData.storagePath
            ) ?? panic("The signer has no vault of this token at ".concat(vaultData.storagePath.toString()))
        self.sentVault <- vault.withdraw(amount: amount)

        // The estimate the app shows: the bridge's fee for one asset, plus onboarding when needed.
        var estimate = FlowEVMBridgeUtils.calculateBridgeFee(bytes: 400_000)
        if self.requiresOnboarding {
            estimate = estimate + FlowEVMBridgeConfig.onboardFee
        }
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

    pre {
        self.sentVault.getType() == self.vaultType:
            "The withdrawn vault is a ".concat(self.sentVault.getType().identifier).concat(", not a ").concat(vaultIdentifier)
    }

    execute {
        if self.requiresOnboarding {
            FlowEVMBridge.onboardByType(
                self.vaultType,
                feeProvider: &self.scopedProvider as auth(FungibleToken.Withdraw) &{FungibleToken.Provider}
            )
        }
        self.coa.depositTokens(
            vault: <-self.sentVault,
            feeProvider: &self.scopedProvider as auth(FungibleToken.Withdraw) &{FungibleToken.Provider}
        )
        destroy self.scopedProvider
    }
}
