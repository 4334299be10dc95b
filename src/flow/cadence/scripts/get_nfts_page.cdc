// One page of the NFTs in a collection, with their Display view: the window is cut inside the
// script, so thousands of NFTs are never resolved or sent at once, and each NFT sends only what
// the grid shows: its name cut to 200 characters and a thumbnail URI of at most 2048 (else nil;
// src/flow/cadence/scripts/metadata-limits.ts). Descriptions are for the detail view.
// Follows Outblock/flowindex frontend/cadence/NFT/get_all_nfts.cdc (paginated enumeration) and
// onflow/flow-nft transactions/scripts/get_nft_metadata.cdc.
import "NonFungibleToken"
import "MetadataViews"
import "ViewResolver"

access(all) struct NFTItem {
    access(all) let id: UInt64
    access(all) let name: String
    /// The thumbnail's URI as the metadata gives it (untrusted).
    access(all) let thumbnail: String?

    init(id: UInt64, name: String, thumbnail: String?) {
        self.id = id
        self.name = name
        self.thumbnail = thumbnail
    }
}

access(all) struct NFTPage {
    access(all) let total: Int
    access(all) let items: [NFTItem]

    init(total: Int, items: [NFTItem]) {
        self.total = total
        self.items = items
    }
}

access(all) fun main(address: Address, storagePath: String, offset: Int, limit: Int): NFTPage {
    pre {
        offset >= 0: "offset must not be negative"
        limit > 0 && limit <= 100: "limit must be between 1 and 100"
    }
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    let path = StoragePath(identifier: storagePath) ?? panic("Invalid storage path ".concat(storagePath))
    let collection = account.storage.borrow<&{NonFungibleToken.Collection}>(from: path)
        ?? panic("No NFT collection at /storage/".concat(storagePath))

    let ids = collection.getIDs()
    let items: [NFTItem] = []
    if offset < ids.length {
        let end = offset + limit < ids.length ? offset + limit : ids.length
        for id in ids.slice(from: offset, upTo: end) {
            if let nft = collection.borrowNFT(id) {
                let display = MetadataViews.getDisplay(nft)
                items.append(NFTItem(
                    id: id,
                    name: clipped(display?.name ?? "", 200),
                    thumbnail: usableURI(display?.thumbnail?.uri(), 2048)
                ))
            }
        }
    }
    return NFTPage(total: ids.length, items: items)
}

/// At most `max` characters of an untrusted text, and "…" after them when it was cut.
access(all) fun clipped(_ text: String, _ max: Int): String {
    return text.length <= max ? text : text.slice(from: 0, upTo: max).concat("…")
}

/// An untrusted URI, or nil when it is longer than any the app would load.
access(all) fun usableURI(_ uri: String?, _ max: Int): String? {
    if let text = uri {
        return text.length <= max ? text : nil
    }
    return nil
}
