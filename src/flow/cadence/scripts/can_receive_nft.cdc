// Whether an account can receive an NFT type: a Receiver capability at the collection's public
// path (from the NFT contract's NFTCollectionData view) whose collection accepts the type.
// Follows onflow/flow-nft transactions/generic_transfer_with_address_and_type.cdc (its receiver).
import "NonFungibleToken"
import "ViewResolver"
import "MetadataViews"

access(all) fun main(recipient: Address, nftIdentifier: String): Bool {
    let nftType = CompositeType(nftIdentifier)
        ?? panic("No NFT type ".concat(nftIdentifier).concat(" on this network"))
    let parts = nftIdentifier.split(separator: ".")
    assert(parts.length == 4 && parts[3] == "NFT", message: "Not an NFT type: ".concat(nftIdentifier))
    let contractAddress = Address.fromString("0x".concat(parts[1]))
        ?? panic("No contract address in ".concat(nftIdentifier))
    let nftContract = getAccount(contractAddress).contracts.borrow<&{ViewResolver}>(name: parts[2])
        ?? panic("No NFT contract ".concat(parts[2]).concat(" at ").concat(contractAddress.toString()))
    let collectionData = nftContract.resolveContractView(
            resourceType: nftType,
            viewType: Type<MetadataViews.NFTCollectionData>()
        ) as! MetadataViews.NFTCollectionData?
        ?? panic("The NFT contract does not describe its collection (NFTCollectionData view)")
    let receiver = getAccount(recipient).capabilities.borrow<&{NonFungibleToken.Receiver}>(collectionData.publicPath)
    return receiver?.isSupportedNFTType(type: nftType) ?? false
}
