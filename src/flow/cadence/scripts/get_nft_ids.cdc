// The ids of one window of a collection's NFTs, in getIDs() order, without borrowing any NFT: it
// names the NFT that get_nfts_page.cdc cannot read because it alone passes the access node's
// limits (src/features/nfts/read-nft-page.ts).
// Follows onflow/flow-nft transactions/scripts/get_collection_ids.cdc (getIDs on a borrowed collection).
import "NonFungibleToken"

access(all) struct NFTIds {
    access(all) let total: Int
    access(all) let ids: [UInt64]

    init(total: Int, ids: [UInt64]) {
        self.total = total
        self.ids = ids
    }
}

access(all) fun main(address: Address, storagePath: String, offset: Int, limit: Int): NFTIds {
    pre {
        offset >= 0: "offset must not be negative"
        limit > 0 && limit <= 100: "limit must be between 1 and 100"
    }
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    let path = StoragePath(identifier: storagePath) ?? panic("Invalid storage path ".concat(storagePath))
    let collection = account.storage.borrow<&{NonFungibleToken.Collection}>(from: path)
        ?? panic("No NFT collection at /storage/".concat(storagePath))
    let ids = collection.getIDs()
    if offset >= ids.length {
        return NFTIds(total: ids.length, ids: [])
    }
    let end = offset + limit < ids.length ? offset + limit : ids.length
    return NFTIds(total: ids.length, ids: ids.slice(from: offset, upTo: end))
}
