// An NFT collection of Flowdeck's seeded test worlds, deployed on the local emulator. Its
// collection display and paths are set at deployment, so this one source serves every
// collection a world needs (the large world deploys it under several names).
import "NonFungibleToken"
import "MetadataViews"
import "ViewResolver"

access(all) contract SandboxKitties: NonFungibleToken {

    access(all) var totalSupply: UInt64
    access(all) let collectionStoragePath: StoragePath
    access(all) let collectionPublicPath: PublicPath
    access(all) let minterPath: StoragePath

    /// name, description, squareImage, bannerImage and externalURL, as the world defines them, and
    /// "fault": "resolveView", "getViews" or "getLength" for a collection that panics there, as a
    /// broken contract's would (the NFTs and the collection display alike for resolveView).
    access(self) let display: {String: String}

    access(all) event Minted(id: UInt64, uuid: UInt64)

    access(all) resource NFT: NonFungibleToken.NFT {
        access(all) let id: UInt64
        access(all) let name: String
        access(all) let description: String
        access(all) let thumbnail: String
        access(all) let serial: UInt64?
        access(all) let externalURL: String
        access(self) let traitNames: [String]
        access(self) let traitValues: [AnyStruct]

        init(
            id: UInt64,
            name: String,
            description: String,
            thumbnail: String,
            serial: UInt64?,
            externalURL: String,
            traitNames: [String],
            traitValues: [AnyStruct]
        ) {
            pre {
                traitNames.length == traitValues.length: "every trait needs a name and a value"
            }
            self.id = id
            self.name = name
            self.description = description
            self.thumbnail = thumbnail
            self.serial = serial
            self.externalURL = externalURL
            self.traitNames = traitNames
            self.traitValues = traitValues
        }

        access(all) fun createEmptyCollection(): @{NonFungibleToken.Collection} {
            return <-SandboxKitties.createEmptyCollection(nftType: Type<@SandboxKitties.NFT>())
        }

        access(all) view fun getViews(): [Type] {
            SandboxKitties.failIfBroken("getViews")
            let views = [
                Type<MetadataViews.Display>(),
                Type<MetadataViews.ExternalURL>(),
                Type<MetadataViews.Traits>(),
                Type<MetadataViews.NFTCollectionData>(),
                Type<MetadataViews.NFTCollectionDisplay>()
            ]
            return self.serial == nil ? views : views.concat([Type<MetadataViews.Serial>()])
        }

        access(all) fun resolveView(_ view: Type): AnyStruct? {
            SandboxKitties.failIfBroken("resolveView")
            switch view {
                case Type<MetadataViews.Display>():
                    return MetadataViews.Display(
                        name: self.name,
                        description: self.description,
                        thumbnail: MetadataViews.HTTPFile(url: self.thumbnail)
                    )
                case Type<MetadataViews.Serial>():
                    return self.serial == nil ? nil : MetadataViews.Serial(self.serial!)
                case Type<MetadataViews.ExternalURL>():
                    return MetadataViews.ExternalURL(self.externalURL)
                case Type<MetadataViews.Traits>():
                    let traits: [MetadataViews.Trait] = []
                    for index, name in self.traitNames {
                        traits.append(MetadataViews.Trait(
                            name: name,
                            value: self.traitValues[index],
                            displayType: nil,
                            rarity: nil
                        ))
                    }
                    return MetadataViews.Traits(traits)
            }
            return SandboxKitties.resolveContractView(resourceType: Type<@SandboxKitties.NFT>(), viewType: view)
        }
    }

    access(all) resource Collection: NonFungibleToken.Collection {
        access(all) var ownedNFTs: @{UInt64: {NonFungibleToken.NFT}}

        init() {
            self.ownedNFTs <- {}
        }

        access(all) view fun getSupportedNFTTypes(): {Type: Bool} {
            return {Type<@SandboxKitties.NFT>(): true}
        }

        access(all) view fun isSupportedNFTType(type: Type): Bool {
            return type == Type<@SandboxKitties.NFT>()
        }

        access(NonFungibleToken.Withdraw) fun withdraw(withdrawID: UInt64): @{NonFungibleToken.NFT} {
            let token <- self.ownedNFTs.remove(key: withdrawID)
                ?? panic("SandboxKitties.Collection.withdraw: no NFT with id ".concat(withdrawID.toString()))
            return <-token
        }

        access(all) fun deposit(token: @{NonFungibleToken.NFT}) {
            let nft <- token as! @SandboxKitties.NFT
            let replaced <- self.ownedNFTs[nft.id] <- nft
            destroy replaced
        }

        access(all) view fun getIDs(): [UInt64] {
            return self.ownedNFTs.keys
        }

        access(all) view fun getLength(): Int {
            SandboxKitties.failIfBroken("getLength")
            return self.ownedNFTs.length
        }

        access(all) view fun borrowNFT(_ id: UInt64): &{NonFungibleToken.NFT}? {
            return &self.ownedNFTs[id]
        }

        access(all) fun createEmptyCollection(): @{NonFungibleToken.Collection} {
            return <-SandboxKitties.createEmptyCollection(nftType: Type<@SandboxKitties.NFT>())
        }
    }

    access(all) fun createEmptyCollection(nftType: Type): @{NonFungibleToken.Collection} {
        return <-create Collection()
    }

    access(all) view fun getContractViews(resourceType: Type?): [Type] {
        return [Type<MetadataViews.NFTCollectionData>(), Type<MetadataViews.NFTCollectionDisplay>()]
    }

    access(all) fun resolveContractView(resourceType: Type?, viewType: Type): AnyStruct? {
        if viewType == Type<MetadataViews.NFTCollectionDisplay>() {
            self.failIfBroken("resolveView")
        }
        switch viewType {
            case Type<MetadataViews.NFTCollectionData>():
                return MetadataViews.NFTCollectionData(
                    storagePath: self.collectionStoragePath,
                    publicPath: self.collectionPublicPath,
                    publicCollection: Type<&SandboxKitties.Collection>(),
                    publicLinkedType: Type<&SandboxKitties.Collection>(),
                    createEmptyCollectionFunction: (fun(): @{NonFungibleToken.Collection} {
                        return <-SandboxKitties.createEmptyCollection(nftType: Type<@SandboxKitties.NFT>())
                    })
                )
            case Type<MetadataViews.NFTCollectionDisplay>():
                return MetadataViews.NFTCollectionDisplay(
                    name: self.display["name"] ?? "",
                    description: self.display["description"] ?? "",
                    externalURL: MetadataViews.ExternalURL(self.display["externalURL"] ?? ""),
                    squareImage: MetadataViews.Media(
                        file: MetadataViews.HTTPFile(url: self.display["squareImage"] ?? ""),
                        mediaType: "image/png"
                    ),
                    bannerImage: MetadataViews.Media(
                        file: MetadataViews.HTTPFile(url: self.display["bannerImage"] ?? ""),
                        mediaType: "image/png"
                    ),
                    socials: {}
                )
        }
        return nil
    }

    access(contract) view fun failIfBroken(_ part: String) {
        if self.display["fault"] == part {
            panic("SandboxKitties: ".concat(part).concat(" is broken"))
        }
    }

    /// Kept in the issuer's storage; the world's seeding mints with it, choosing each id.
    access(all) resource Minter {
        access(all) fun mint(
            id: UInt64,
            name: String,
            description: String,
            thumbnail: String,
            serial: UInt64?,
            externalURL: String,
            traitNames: [String],
            traitValues: [AnyStruct]
        ): @SandboxKitties.NFT {
            SandboxKitties.totalSupply = SandboxKitties.totalSupply + 1
            let nft <- create NFT(
                id: id,
                name: name,
                description: description,
                thumbnail: thumbnail,
                serial: serial,
                externalURL: externalURL,
                traitNames: traitNames,
                traitValues: traitValues
            )
            emit Minted(id: nft.id, uuid: nft.uuid)
            return <-nft
        }
    }

    /// Paths: /storage/<ContractName>Collection and /public/<ContractName>Collection.
    init(display: {String: String}) {
        self.totalSupply = 0
        self.display = display
        // Renamed with the contract when a world deploys this source under another name.
        let name = "SandboxKitties"
        self.collectionStoragePath = StoragePath(identifier: name.concat("Collection"))!
        self.collectionPublicPath = PublicPath(identifier: name.concat("Collection"))!
        self.minterPath = StoragePath(identifier: name.concat("Minter"))!
        self.account.storage.save(<-create Minter(), to: self.minterPath)
    }
}
