// A fungible token of Flowdeck's seeded test worlds, deployed on the local emulator. Its display
// metadata and storage paths are set at deployment, so this one source serves every token a
// world needs (the large world deploys it under 200 names).
import "FungibleToken"
import "MetadataViews"
import "FungibleTokenMetadataViews"

access(all) contract SandboxUSD: FungibleToken {

    access(all) var totalSupply: UFix64
    access(all) let storagePath: StoragePath
    access(all) let receiverPath: PublicPath
    access(all) let balancePath: PublicPath
    access(all) let minterPath: StoragePath

    /// name, symbol, description, logo and externalURL, as the world defines them, and "fault":
    /// "display" for a token whose display view panics, as a broken contract's would.
    access(self) let display: {String: String}
    /// False for a token that resolves no metadata views (some real tokens do not).
    access(all) let hasViews: Bool

    access(all) event TokensMinted(amount: UFix64)

    access(all) view fun getContractViews(resourceType: Type?): [Type] {
        if !self.hasViews {
            return []
        }
        return [
            Type<FungibleTokenMetadataViews.FTView>(),
            Type<FungibleTokenMetadataViews.FTDisplay>(),
            Type<FungibleTokenMetadataViews.FTVaultData>(),
            Type<FungibleTokenMetadataViews.TotalSupply>()
        ]
    }

    access(all) fun resolveContractView(resourceType: Type?, viewType: Type): AnyStruct? {
        if !self.hasViews {
            return nil
        }
        switch viewType {
            case Type<FungibleTokenMetadataViews.FTView>():
                return FungibleTokenMetadataViews.FTView(
                    ftDisplay: self.ftDisplay(),
                    ftVaultData: self.ftVaultData()
                )
            case Type<FungibleTokenMetadataViews.FTDisplay>():
                return self.ftDisplay()
            case Type<FungibleTokenMetadataViews.FTVaultData>():
                return self.ftVaultData()
            case Type<FungibleTokenMetadataViews.TotalSupply>():
                return FungibleTokenMetadataViews.TotalSupply(totalSupply: self.totalSupply)
        }
        return nil
    }

    access(self) fun ftDisplay(): FungibleTokenMetadataViews.FTDisplay {
        if self.display["fault"] == "display" {
            panic("SandboxUSD cannot describe itself")
        }
        let logo = MetadataViews.Media(
            file: MetadataViews.HTTPFile(url: self.display["logo"] ?? ""),
            mediaType: "image/svg+xml"
        )
        return FungibleTokenMetadataViews.FTDisplay(
            name: self.display["name"] ?? "",
            symbol: self.display["symbol"] ?? "",
            description: self.display["description"] ?? "",
            externalURL: MetadataViews.ExternalURL(self.display["externalURL"] ?? ""),
            logos: MetadataViews.Medias([logo]),
            socials: {}
        )
    }

    access(self) fun ftVaultData(): FungibleTokenMetadataViews.FTVaultData {
        return FungibleTokenMetadataViews.FTVaultData(
            storagePath: self.storagePath,
            receiverPath: self.receiverPath,
            metadataPath: self.balancePath,
            receiverLinkedType: Type<&SandboxUSD.Vault>(),
            metadataLinkedType: Type<&SandboxUSD.Vault>(),
            createEmptyVaultFunction: (fun(): @{FungibleToken.Vault} {
                return <-SandboxUSD.createEmptyVault(vaultType: Type<@SandboxUSD.Vault>())
            })
        )
    }

    access(all) resource Vault: FungibleToken.Vault {
        access(all) var balance: UFix64

        init(balance: UFix64) {
            self.balance = balance
        }

        access(contract) fun burnCallback() {
            if self.balance > 0.0 {
                SandboxUSD.totalSupply = SandboxUSD.totalSupply - self.balance
            }
            self.balance = 0.0
        }

        access(all) view fun getViews(): [Type] {
            return SandboxUSD.getContractViews(resourceType: nil)
        }

        access(all) fun resolveView(_ view: Type): AnyStruct? {
            return SandboxUSD.resolveContractView(resourceType: nil, viewType: view)
        }

        access(all) view fun getSupportedVaultTypes(): {Type: Bool} {
            return {self.getType(): true}
        }

        access(all) view fun isSupportedVaultType(type: Type): Bool {
            return type == self.getType()
        }

        access(all) view fun isAvailableToWithdraw(amount: UFix64): Bool {
            return amount <= self.balance
        }

        access(FungibleToken.Withdraw) fun withdraw(amount: UFix64): @SandboxUSD.Vault {
            self.balance = self.balance - amount
            return <-create Vault(balance: amount)
        }

        access(all) fun deposit(from: @{FungibleToken.Vault}) {
            let vault <- from as! @SandboxUSD.Vault
            self.balance = self.balance + vault.balance
            vault.balance = 0.0
            destroy vault
        }

        access(all) fun createEmptyVault(): @SandboxUSD.Vault {
            return <-create Vault(balance: 0.0)
        }
    }

    access(all) fun createEmptyVault(vaultType: Type): @SandboxUSD.Vault {
        return <-create Vault(balance: 0.0)
    }

    /// Kept in the issuer's storage; the world's seeding mints with it.
    access(all) resource Minter {
        access(all) fun mint(amount: UFix64): @SandboxUSD.Vault {
            SandboxUSD.totalSupply = SandboxUSD.totalSupply + amount
            emit TokensMinted(amount: amount)
            return <-create Vault(balance: amount)
        }
    }

    /// `pathPrefix` names the paths: /storage/<prefix>Vault, /public/<prefix>Receiver and
    /// /public/<prefix>Balance.
    init(display: {String: String}, pathPrefix: String, hasViews: Bool) {
        self.totalSupply = 0.0
        self.display = display
        self.hasViews = hasViews
        self.storagePath = StoragePath(identifier: pathPrefix.concat("Vault"))!
        self.receiverPath = PublicPath(identifier: pathPrefix.concat("Receiver"))!
        self.balancePath = PublicPath(identifier: pathPrefix.concat("Balance"))!
        self.minterPath = StoragePath(identifier: pathPrefix.concat("Minter"))!
        self.account.storage.save(<-create Minter(), to: self.minterPath)
    }
}
