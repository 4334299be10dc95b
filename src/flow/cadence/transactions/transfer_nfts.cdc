// Sends 1 to 9 NFTs of one collection to a Cadence address. Both collections are found through
// the NFT contract's NFTCollectionData view, and the recipient's receiver (and that it takes this
// type) is checked before anything moves.
// Follows onflow/flow-nft transactions/generic_transfer_with_address_and_type.cdc, for a batch.
import "NonFungibleToken"
import "ViewResolver"
import "MetadataViews"

transaction(nftIdentifier: String, ids: [UInt64], to: Address) {

    let nftType: Type
    let collection: auth(NonFungibleToken.Withdraw) &{NonFungibleToken.Collection}
    let receiver: &{NonFungibleToken.Receiver}

    prepare(signer: auth(BorrowValue) &Account) {
        self.nftType = CompositeType(nftIdentifier)
            ?? panic("No NFT type ".concat(nftIdentifier).concat(" on this network"))
        // A.<address>.<contract>.NFT
        let parts = nftIdentifier.split(separator: ".")
        assert(parts.length == 4 && parts[3] == "NFT", message: "Not an NFT type: ".concat(nftIdentifier))
        let contractAddress = Address.fromString("0x".concat(parts[1]))
            ?? panic("No contract address in ".concat(nftIdentifier))
        let nftContract = getAccount(contractAddress).contracts.borrow<&{ViewResolver}>(name: parts[2])
            ?? panic("No NFT contract ".concat(parts[2]).concat(" at ").concat(contractAddress.toString()))
        let collectionData = nftContract.resolveContractView(
                resourceType: self.nftType,
                viewType: Type<MetadataViews.NFTCollectionData>()
            ) as! MetadataViews.NFTCollectionData?
            ?? panic("The NFT contract does not describe its collection (NFTCollectionData view)")

        self.collection = signer.storage.borrow<auth(NonFungibleToken.Withdraw) &{NonFungibleToken.Collection}>(
                from: collectionData.storagePath
            ) ?? panic("The signer has no collection of this NFT at ".concat(collectionData.storagePath.toString()))
        self.receiver = getAccount(to).capabilities.borrow<&{NonFungibleToken.Receiver}>(collectionData.publicPath)
            ?? panic("The recipient ".concat(to.toString()).concat(" cannot receive this NFT: no collection at ").concat(collectionData.publicPath.toString()))
        assert(
            self.receiver.isSupportedNFTType(type: self.nftType),
            message: "The recipient's collection does not accept ".concat(nftIdentifier)
        )

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
    }

    pre {
        ids.length >= 1 && ids.length <= 9: "Send between 1 and 9 NFTs per transaction"
    }

    execute {
        for id in ids {
            let nft <- self.collection.withdraw(withdrawID: id)
            assert(
                nft.getType() == self.nftType,
                message: "NFT ".concat(id.toString()).concat(" is a ").concat(nft.getType().identifier).concat(", not a ").concat(nftIdentifier)
            )
            self.receiver.deposit(token: <-nft)
        }
    }
}
