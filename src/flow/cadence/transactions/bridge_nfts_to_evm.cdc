// Bridges up to 9 NFTs of one collection from the signer's Cadence collection to the signer's COA, onboarding the type when needed.
// Follows onflow/flow-evm-bridge cadence/transactions/bridge/nft/batch_bridge_nft_to_evm.cdc, with Flow Wallet's
// 9-NFT batch limit and the fee capped at the estimate the app showed (maxFee), which also caps the
// bridge's ScopedFTProviders allowance.
import "FungibleToken"
import "NonFungibleToken"
import "ViewResolver"
import "MetadataViews"
import "FlowToken"
import "ScopedFTProviders"
import "EVM"
import "FlowEVMBridge"
import "FlowEVMBridgeConfig"
import "FlowEVMBridgeUtils"

transaction(nftIdentifier: String, ids: [UInt64], maxFee: UFix64) {

    let coa: &EVM.CadenceOwnedAccount
    let nftType: Type
    let collection: auth(NonFungibleToken.Withdraw) &{NonFungibleToken.Collection}
    let requiresOnboarding: Bool
    let scopedProvider: @ScopedFTProviders.ScopedFTProvider

    prepare(signer: auth(BorrowValue, CopyValue, SaveValue, IssueStorageCapabilityController) &Account) {
        assert(!FlowEVMBridgeConfig.isPaused(), message: "The bridge is paused: nothing can be bridged until it resumes")
        // Depositing into EVM needs no COA entitlement.
        self.coa = signer.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm)
            ?? panic("The signer has no COA at /storage/evm")

        self.nftType = CompositeType(nftIdentifier)
            ?? panic("No NFT type ".concat(nftIdentifier).concat(" on this network"))
        self.requiresOnboarding = FlowEVMBridge.typeRequiresOnboarding(self.nftType)
            ?? panic("The bridge cannot move ".concat(nftIdentifier).concat(": it is neither a fungible token nor an NFT"))

        let contractAddress = FlowEVMBridgeUtils.getContractAddress(fromType: self.nftType)
            ?? panic("No contract address in ".concat(nftIdentifier))
        let contractName = FlowEVMBridgeUtils.getContractName(fromType: self.nftType)
            ?? panic("No contract name in ".concat(nftIdentifier))
        let nftContract = getAccount(contractAddress).contracts.borrow<&{ViewResolver}>(name: contractName)
            ?? panic("No NFT contract ".concat(contractName).concat(" at ").concat(contractAddress.toString()))
        let collectionData = nftContract.resolveContractView(
                resourceType: self.nftType,
                viewType: Type<MetadataViews.NFTCollectionData>()
            ) as! MetadataViews.NFTCollectionData?
            ?? panic("The NFT contract does not describe its collection (NFTCollectionData view)")
        self.collection = signer.storage.borrow<auth(NonFungibleToken.Withdraw) &{NonFungibleToken.Collection}>(
                from: collectionData.storagePath
            ) ?? panic("The signer has no collection of this NFT at ".concat(collectionData.storagePath.toString()))

        // Every id once, and each one in the collection.
        let seen: {UInt64: Bool} = {}
        for id in ids {
            assert(seen[id] == nil, message: "NFT ".concat(id.toString()).concat(" is listed more than once"))
            seen[id] = true
            assert(
                self.collection.borrowNFT(id) != nil,
                message: "The signer's collection has no NFT ".concat(id.toString())
            )
        }

        // The estimate the app shows: the bridge's fee per NFT, plus onboarding when needed.
        var estimate = FlowEVMBridgeUtils.calculateBridgeFee(bytes: 400_000) * UFix64(ids.length)
        if self.requiresOnboarding {
            estimate = estimate + FlowEVMBridgeConfig.onboardFee
        }
        assert(
            estimate <= maxFee,
            message: "The bridge fee estimate (".concat(estimate.toString())
                .concat(") is above the maximum you approved (").concat(maxFee.toString()).concat(")")
        )

        // The bridge withdraws its fees through a provider capped at the estimate.
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
        ids.length >= 1 && ids.length <= 9: "Bridge between 1 and 9 NFTs per transaction"
    }

    execute {
        if self.requiresOnboarding {
            FlowEVMBridge.onboardByType(
                self.nftType,
                feeProvider: &self.scopedProvider as auth(FungibleToken.Withdraw) &{FungibleToken.Provider}
            )
        }
        for id in ids {
            let nft <- self.collection.withdraw(withdrawID: id)
            assert(
                nft.getType() == self.nftType,
                message: "NFT ".concat(id.toString()).concat(" is a ").concat(nft.getType().identifier).concat(", not a ").concat(nftIdentifier)
            )
            self.coa.depositNFT(
                nft: <-nft,
                feeProvider: &self.scopedProvider as auth(FungibleToken.Withdraw) &{FungibleToken.Provider}
            )
        }
        destroy self.scopedProvider
    }
}
