// The NFT collections in an account (or those at the storage paths `only` lists), with collection
// display data and sizes (no NFTs). A collection's contract that panics fails the whole script
// (Cadence cannot catch it): the app then asks again for fewer paths until the failing
// collection is isolated (src/flow/isolation/). Texts are cut to what the screen shows (name 200,
// description 1000 characters) and URIs longer than 2048 characters are sent as nil
// (src/flow/cadence/scripts/metadata-limits.ts).
// Follows onflow/flow-evm-bridge cadence/scripts/nft/get_all_collection_info_from_storage.cdc.
import "NonFungibleToken"
import "MetadataViews"
import "ViewResolver"

access(all) struct CollectionSummary {
    /// The collection's type identifier, e.g. A.0x….ExampleNFT.Collection.
    access(all) let identifier: String
    /// The storage path's identifier, used to page through the NFTs.
    access(all) let storagePath: String
    access(all) let name: String
    access(all) let description: String
    /// URIs as the metadata gives them (untrusted).
    access(all) let squareImage: String?
    access(all) let externalURL: String?
    access(all) let count: Int

    init(
        identifier: String,
        storagePath: String,
        name: String,
        description: String,
        squareImage: String?,
        externalURL: String?,
        count: Int
    ) {
        self.identifier = identifier
        self.storagePath = storagePath
        self.name = name
        self.description = description
        self.squareImage = squareImage
        self.externalURL = externalURL
        self.count = count
    }
}

access(all) fun main(address: Address, only: [String]?): [CollectionSummary] {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    let collections: [CollectionSummary] = []
    let collectionType = Type<@{NonFungibleToken.Collection}>()

    account.storage.forEachStored(fun (path: StoragePath, type: Type): Bool {
        if type.isRecovered || !type.isSubtype(of: collectionType) {
            return true
        }
        if only != nil && !only!.contains(path.toString()) {
            return true
        }
        let collection = account.storage.borrow<&{NonFungibleToken.Collection}>(from: path)
        if collection == nil {
            return true
        }
        var name = type.identifier
        var description = ""
        var squareImage: String? = nil
        var externalURL: String? = nil
        // A.<address>.<Contract>.Collection: the defining contract resolves the collection views.
        let parts = type.identifier.split(separator: ".")
        let address = parts.length == 4 ? Address.fromString("0x".concat(parts[1])) : nil
        if address != nil {
            if let resolver = getAccount(address!).contracts.borrow<&{ViewResolver}>(name: parts[2]) {
                if let display = resolver.resolveContractView(
                    resourceType: type,
                    viewType: Type<MetadataViews.NFTCollectionDisplay>()
                ) as! MetadataViews.NFTCollectionDisplay? {
                    name = clipped(display.name, 200)
                    description = clipped(display.description, 1000)
                    squareImage = usableURI(display.squareImage.file.uri(), 2048)
                    externalURL = usableURI(display.externalURL.url, 2048)
                }
            }
        }
        collections.append(CollectionSummary(
            identifier: type.identifier,
            // A path has no identifier field in Cadence: "/storage/" is 9 characters.
            storagePath: path.toString().slice(from: 9, upTo: path.toString().length),
            name: name,
            description: description,
            squareImage: squareImage,
            externalURL: externalURL,
            count: collection!.getLength()
        ))
        return true
    })
    return collections
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
