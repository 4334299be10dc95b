// Seeding: mints `count` NFTs, from `firstId` on, whose every text (name, description, thumbnail
// and external URL, one trait's name and value) is `text`. The seeding names the contract in
// place of SandboxKitties; the holder already has its collection.
import "NonFungibleToken"
import "SandboxKitties"

transaction(firstId: UInt64, count: UInt64, text: String) {
    prepare(holder: auth(BorrowValue) &Account, issuer: auth(BorrowValue) &Account) {
        let minter = issuer.storage.borrow<&SandboxKitties.Minter>(from: SandboxKitties.minterPath)
            ?? panic("the issuer holds no minter")
        let collection = holder.storage.borrow<&SandboxKitties.Collection>(
            from: SandboxKitties.collectionStoragePath
        ) ?? panic("the holder has no collection")
        var id = firstId
        while id < firstId + count {
            collection.deposit(token: <-minter.mint(
                id: id,
                name: text,
                description: text,
                thumbnail: text,
                serial: id,
                externalURL: text,
                traitNames: [text],
                traitValues: [text]
            ))
            id = id + 1
        }
    }
}
