// Seeding: gives the holder a collection (with its public capability) and mints one NFT per index
// of the argument lists into it. The seeding names the contract in place of SandboxKitties.
import "NonFungibleToken"
import "SandboxKitties"

transaction(
    ids: [UInt64],
    names: [String],
    descriptions: [String],
    thumbnails: [String],
    serials: [UInt64?],
    externalURLs: [String],
    traitNames: [[String]],
    traitValues: [[AnyStruct]]
) {
    prepare(
        holder: auth(BorrowValue, SaveValue, IssueStorageCapabilityController, PublishCapability) &Account,
        issuer: auth(BorrowValue) &Account
    ) {
        if holder.storage.borrow<&SandboxKitties.Collection>(from: SandboxKitties.collectionStoragePath) == nil {
            holder.storage.save(
                <-SandboxKitties.createEmptyCollection(nftType: Type<@SandboxKitties.NFT>()),
                to: SandboxKitties.collectionStoragePath
            )
            holder.capabilities.publish(
                holder.capabilities.storage.issue<&SandboxKitties.Collection>(
                    SandboxKitties.collectionStoragePath
                ),
                at: SandboxKitties.collectionPublicPath
            )
        }
        let minter = issuer.storage.borrow<&SandboxKitties.Minter>(from: SandboxKitties.minterPath)
            ?? panic("the issuer holds no minter")
        let collection = holder.storage.borrow<&SandboxKitties.Collection>(
            from: SandboxKitties.collectionStoragePath
        )!
        for index, id in ids {
            collection.deposit(token: <-minter.mint(
                id: id,
                name: names[index],
                description: descriptions[index],
                thumbnail: thumbnails[index],
                serial: serials[index],
                externalURL: externalURLs[index],
                traitNames: traitNames[index],
                traitValues: traitValues[index]
            ))
        }
    }
}
