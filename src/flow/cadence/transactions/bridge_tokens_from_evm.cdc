// Bridges ERC-20 tokens from the signer's COA back to a Cadence vault, creating the vault when the signer has none.
// Follows onflow/flow-evm-bridge cadence/transactions/bridge/tokens/bridge_tokens_from_evm.cdc, with the fee capped
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

transaction(vaultIdentifier: String, amount: UInt256, maxFee: UFix64) {

    let coa: auth(EVM.Bridge) &EVM.CadenceOwnedAccount
    let vaultType: Type
    let receiver: &{FungibleToken.Vault}
    let scopedProvider: @ScopedFTProviders.ScopedFTProvider

    prepare(signer: auth(BorrowValue, CopyValue, SaveValue, IssueStorageCapabilityController, PublishCapability, UnpublishCapability) &Account) {
        assert(!FlowEVMBridgeConfig.isPaused(), message: "The bridge is paused: nothing can be bridged until it resumes")
        self.coa = signer.storage.borrow<auth(EVM.Bridge) &EVM.CadenceOwnedAccount>(from: /storage/evm)
            ?? panic("The signer has no COA at /storage/evm")

        // An EVM-native token has a Cadence type only once its ERC-20 is onboarded (onboard_evm_asset.cdc).
        self.vaultType = CompositeType(vaultIdentifier)
            ?? panic("No token type ".concat(vaultIdentifier).concat(" on this network: an EVM-native token gets one when its ERC-20 is onboarded to the bridge"))
        assert(
            self.vaultType != Type<@FlowToken.Vault>(),
            message: "FLOW moves from the COA with a withdrawal, not through the bridge"
        )
        let requiresOnboarding = FlowEVMBridge.typeRequiresOnboarding(self.vaultType)
            ?? panic("The bridge cannot move ".concat(vaultIdentifier).concat(": it is neither a fungible token nor an NFT"))
        assert(!requiresOnboarding, message: "The bridge has not onboarded ".concat(vaultIdentifier).concat(": there is nothing of it on Flow EVM"))

        // The COA must hold the amount, and the amount must be representable in Cadence.
        let erc20 = FlowEVMBridgeConfig.getEVMAddressAssociated(with: self.vaultType)!
        let balance = FlowEVMBridgeUtils.balanceOf(owner: self.coa.address(), evmContractAddress: erc20)
        assert(
            balance >= amount,
            message: "The COA holds ".concat(balance.toString()).concat(" units of this token, less than the ")
                .concat(amount.toString()).concat(" requested")
        )
        assert(
            FlowEVMBridgeUtils.convertERC20AmountToCadenceAmount(amount, erc20Address: erc20) > 0.0,
            message: "The amount is below 0.00000001, the smallest amount a Cadence vault can hold"
        )

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
        // A first bridge creates the vault and publishes it as the token contract describes.
        if signer.storage.borrow<&{FungibleToken.Vault}>(from: vaultData.storagePath) == nil {
            signer.storage.save(<-vaultData.createEmptyVault(), to: vaultData.storagePath)
            signer.capabilities.unpublish(vaultData.receiverPath)
            signer.capabilities.unpublish(vaultData.metadataPath)
            let receiverCap = signer.capabilities.storage.issue<&{FungibleToken.Vault}>(vaultData.storagePath)
            let metadataCap = signer.capabilities.storage.issue<&{FungibleToken.Vault}>(vaultData.storagePath)
            signer.capabilities.publish(receiverCap, at: vaultData.receiverPath)
            signer.capabilities.publish(metadataCap, at: vaultData.metadataPath)
        }
        self.receiver = signer.storage.borrow<&{FungibleToken.Vault}>(from: vaultData.storagePath)
            ?? panic("The signer's storage at ".concat(vaultData.storagePath.toString()).concat(" holds no vault of this token"))

        // The estimate the app shows: the bridge's fee for one asset (no onboarding on this way).
        let estimate = FlowEVMBridgeUtils.calculateBridgeFee(bytes: 400_000)
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
        let vault <- self.coa.withdrawTokens(
            type: self.vaultType,
            amount: amount,
            feeProvider: &self.scopedProvider as auth(FungibleToken.Withdraw) &{FungibleToken.Provider}
        )
        assert(
            vault.getType() == self.vaultType,
            message: "The bridge returned a ".concat(vault.getType().identifier).concat(", not a ").concat(vaultIdentifier)
        )
        self.receiver.deposit(from: <-vault)
        destroy self.scopedProvider
    }
}
