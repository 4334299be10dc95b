// One NFT in full: display, serial, external link and traits. More of its text than the grid
// sends, still bounded: the name cut to 200 characters, the description to 10000, the first 100
// traits with names of 200 and values of 1000; URIs longer than 2048 are sent as nil
// (src/flow/cadence/scripts/metadata-limits.ts).
// Follows onflow/flow-nft transactions/scripts/get_nft_metadata.cdc (Cadence 1.0 views).
import "NonFungibleToken"
import "MetadataViews"

access(all) struct Trait {
    access(all) let name: String
    access(all) let value: String

    init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

access(all) struct NFTDetail {
    access(all) let id: UInt64
    access(all) let type: String
    access(all) let name: String
    access(all) let description: String
    access(all) let thumbnail: String?
    access(all) let serial: UInt64?
    access(all) let externalURL: String?
    access(all) let traits: [Trait]

    init(
        id: UInt64,
        type: String,
        name: String,
        description: String,
        thumbnail: String?,
        serial: UInt64?,
        externalURL: String?,
        traits: [Trait]
    ) {
        self.id = id
        self.type = type
        self.name = name
        self.description = description
        self.thumbnail = thumbnail
        self.serial = serial
        self.externalURL = externalURL
        self.traits = traits
    }
}

/// A trait's value as text; values that are not plain strings, numbers or booleans are left out.
access(all) fun describe(_ value: AnyStruct): String? {
    if let text = value as? String {
        return text
    }
    if let flag = value as? Bool {
        return flag ? "true" : "false"
    }
    if let number = value as? UInt64 {
        return number.toString()
    }
    if let number = value as? Int {
        return number.toString()
    }
    if let number = value as? UFix64 {
        return number.toString()
    }
    return nil
}

access(all) fun main(address: Address, storagePath: String, id: UInt64): NFTDetail {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    let path = StoragePath(identifier: storagePath) ?? panic("Invalid storage path ".concat(storagePath))
    let collection = account.storage.borrow<&{NonFungibleToken.Collection}>(from: path)
        ?? panic("No NFT collection at /storage/".concat(storagePath))
    let nft = collection.borrowNFT(id)
        ?? panic("No NFT with id ".concat(id.toString()).concat(" in /storage/").concat(storagePath))

    let display = MetadataViews.getDisplay(nft)
    let traits: [Trait] = []
    if let found = MetadataViews.getTraits(nft) {
        for trait in found.traits {
            if traits.length == 100 {
                break
            }
            if let value = describe(trait.value) {
                traits.append(Trait(name: clipped(trait.name, 200), value: clipped(value, 1000)))
            }
        }
    }
    return NFTDetail(
        id: id,
        type: nft.getType().identifier,
        name: clipped(display?.name ?? "", 200),
        description: clipped(display?.description ?? "", 10000),
        thumbnail: usableURI(display?.thumbnail?.uri(), 2048),
        serial: MetadataViews.getSerial(nft)?.number,
        externalURL: usableURI(MetadataViews.getExternalURL(nft)?.url, 2048),
        traits: traits
    )
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
