// Where an account keeps its fungible-token vaults and NFT collections, with each vault's balance:
// what a screen still shows when another script fails inside a token's or collection's own
// contract. Touches no contract code beyond type checks: no metadata view is resolved, and a
// vault's balance is a field, read without calling the vault. (A value whose type cannot be
// loaded is skipped by forEachStored, as in every other script.)
// Follows onflow/cadence-lang.org docs/language/accounts/storage.mdx (storage iteration).
import "FungibleToken"
import "NonFungibleToken"

access(all) struct AssetPath {
    /// The storage path, e.g. /storage/flowTokenVault.
    access(all) let path: String
    /// The stored value's type identifier (cut to 256 characters).
    access(all) let identifier: String
    /// "vault" or "collection".
    access(all) let kind: String
    /// A vault's balance; nil for a collection.
    access(all) let balance: UFix64?

    init(path: String, identifier: String, kind: String, balance: UFix64?) {
        self.path = path
        self.identifier = identifier
        self.kind = kind
        self.balance = balance
    }
}

access(all) fun main(address: Address): [AssetPath] {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    let assets: [AssetPath] = []
    let vaultType = Type<@{FungibleToken.Vault}>()
    let collectionType = Type<@{NonFungibleToken.Collection}>()

    account.storage.forEachStored(fun (path: StoragePath, type: Type): Bool {
        if type.isRecovered {
            return true
        }
        let identifier = type.identifier.length > 256
            ? type.identifier.slice(from: 0, upTo: 255).concat("…")
            : type.identifier
        if type.isSubtype(of: vaultType) {
            if let vault = account.storage.borrow<&{FungibleToken.Vault}>(from: path) {
                assets.append(AssetPath(path: path.toString(), identifier: identifier, kind: "vault", balance: vault.balance))
            }
        } else if type.isSubtype(of: collectionType) {
            assets.append(AssetPath(path: path.toString(), identifier: identifier, kind: "collection", balance: nil))
        }
        return true
    })
    return assets
}
