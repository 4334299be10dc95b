// Example: the Display view of one NFT (name, description, thumbnail), or nil without one.
// Follows onflow/flow-nft scripts/get_nft_metadata.cdc (MetadataViews.Display, Cadence 1.0).
import "NonFungibleToken"
import "MetadataViews"

access(all) struct NftDisplay {
    access(all) let id: UInt64
    access(all) let name: String
    access(all) let description: String
    access(all) let thumbnail: String

    init(id: UInt64, name: String, description: String, thumbnail: String) {
        self.id = id
        self.name = name
        self.description = description
        self.thumbnail = thumbnail
    }
}

access(all) fun main(address: Address, storagePath: String, id: UInt64): NftDisplay? {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    let path = StoragePath(identifier: storagePath) ?? panic("Invalid storage path ".concat(storagePath))
    let collection = account.storage.borrow<&{NonFungibleToken.Collection}>(from: path)
        ?? panic("No NFT collection at /storage/".concat(storagePath))
    let nft = collection.borrowNFT(id)
        ?? panic("No NFT with id ".concat(id.toString()).concat(" in /storage/").concat(storagePath))
    if let display = MetadataViews.getDisplay(nft) {
        return NftDisplay(id: id, name: display.name, description: display.description, thumbnail: display.thumbnail.uri())
    }
    return nil
}
