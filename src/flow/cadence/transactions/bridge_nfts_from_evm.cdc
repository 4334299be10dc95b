// Bridges up to 9 ERC-721 tokens from the signer's COA back to a Cadence collection, creating the collection when needed.
// Follows onflow/flow-evm-bridge cadence/transactions/bridge/nft/batch_bridge_nft_from_evm.cdc, with Flow Wallet's
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

transaction(nftIdentifier: String, ids: [UInt256], maxFee: UFix64) {

    let coa: auth(EVM.Bridge) &EVM.CadenceOwnedAccount
    let nftType: Type
    let collection: &{NonFungibleToken.Collection}
    let scopedProvider: @ScopedFTProviders.ScopedFTProvider

    prepare(signer: auth(BorrowValue, CopyValue, SaveValue, IssueStorageCapabilityController, PublishCapability, UnpublishCapability) &Account) {
        assert(!FlowEVMBridgeConfig.isPaused(), message: "The bridge is paused: nothing can be bridged until it resumes")
        self.coa = signer.storage.borrow<auth(EVM.Bridge) &EVM.CadenceOwnedAccount>(from: /storage/evm)
            ?? panic("The signer has no COA at /storage/evm")

        // An EVM-native NFT has a Cadence type only once its ERC-721 is onboarded (onboard_evm_asset.cdc).
        self.nftType = CompositeType(nftIdentifier)
            ?? panic("No NFT type ".concat(nftIdentifier).concat(" on this network: an EVM-native NFT gets one when its ERC-721 is onboarded to the bridge"))
        let requiresOnboarding = FlowEVMBridge.typeRequiresOnboarding(self.nftType)
            ?? panic("The bridge cannot move ".concat(nftIdentifier).concat(": it is neither a fungible token nor an NFT"))
        assert(!requiresOnboarding, message: "The bridge has not onboarded ".concat(nftIdentifier).concat(": there is nothing of it on Flow EVM"))

        // Every id once, and each one held by the COA.
        let erc721 = FlowEVMBridgeConfig.getEVMAddressAssociated(with: self.nftType)!
        let seen: {UInt256: Bool} = {}
        for id in ids {
            assert(seen[id] == nil, message: "NFT ".concat(id.toString()).concat(" is listed more than once"))
            seen[id] = true
            assert(
                FlowEVMBridgeUtils.isOwner(ofNFT: id, owner: self.coa.address(), evmContractAddress: erc721),
                message: "The COA does not own NFT ".concat(id.toString()).concat(" of ERC-721 0x").concat(erc721.toString())
            )
        }

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
        // A first bridge creates the collection and publishes it as the NFT contract describes.
        if signer.storage.borrow<&{NonFungibleToken.Collection}>(from: collectionData.storagePath) == nil {
            signer.storage.save(<-collectionData.createEmptyCollection(), to: collectionData.storagePath)
            signer.capabilities.unpublish(collectionData.publicPath)
            let collectionCap = signer.capabilities.storage.issue<&{NonFungibleToken.Collection}>(collectionData.storagePath)
            signer.capabilities.publish(collectionCap, at: collectionData.publicPath)
        }
        self.collection = signer.storage.borrow<&{NonFungibleToken.Collection}>(from: collectionData.storagePath)
            ?? panic("The signer's storage at ".concat(collectionData.storagePath.toString()).concat(" holds no collection of this NFT"))

        // The estimate the app shows: the bridge's fee per NFT (no onboarding on this way).
        let estimate = FlowEVMBridgeUtils.calculateBridgeFee(bytes: 400_000) * UFix64(ids.length)
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
        for id in ids {
            let nft <- self.coa.withdrawNFT(
                type: self.nftType,
                id: id,
                feeProvider: &self.scopedProvider as auth(FungibleToken.Withdraw) &{FungibleToken.Provider}
            )
            assert(
                nft.getType() == self.nftType,
                message: "The bridge returned a ".concat(nft.getType().identifier).concat(", not a ").concat(nftIdentifier)
            )
            self.collection.deposit(token: <-nft)
        }
        destroy self.scopedProvider
    }
}
