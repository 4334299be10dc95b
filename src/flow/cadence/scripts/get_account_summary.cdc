// Everything the dashboard shows, in one script: FLOW balance and storage, the COA, and counts.
// Counting a collection's NFTs calls its own getLength, which a broken contract can make panic and
// Cadence cannot catch: the app then asks again, counting only the collections at the storage
// paths `countOnly` lists, until the failing collection is isolated (src/flow/isolation/).
// Follows onflow/FRW-monorepo packages/cadence/src/cadence/Base/get_account_info.cdc, with the COA
// from onflow/flow-evm-bridge cadence/scripts/evm/get_evm_address_string.cdc and get_balance.cdc.
import "FungibleToken"
import "NonFungibleToken"
import "EVM"

access(all) struct AccountSummary {
    access(all) let address: Address
    access(all) let balance: UFix64
    access(all) let availableBalance: UFix64
    access(all) let storageUsed: UInt64
    access(all) let storageCapacity: UInt64
    /// The COA's EVM address as hex without 0x, or nil when the account has no COA.
    access(all) let coaAddress: String?
    /// The COA's FLOW balance in attoFLOW (exact), or nil without a COA.
    access(all) let coaBalance: UInt?
    access(all) let tokenCount: Int
    /// The balance of each vault type `valued` names that the account stores, summed per type.
    access(all) let valuedBalances: {String: UFix64}
    /// Every collection, counted or not.
    access(all) let nftCollectionCount: Int
    /// Each counted collection's storage path and its number of NFTs.
    access(all) let nftCounts: {String: Int}

    init(
        address: Address,
        balance: UFix64,
        availableBalance: UFix64,
        storageUsed: UInt64,
        storageCapacity: UInt64,
        coaAddress: String?,
        coaBalance: UInt?,
        tokenCount: Int,
        valuedBalances: {String: UFix64},
        nftCollectionCount: Int,
        nftCounts: {String: Int}
    ) {
        self.address = address
        self.balance = balance
        self.availableBalance = availableBalance
        self.storageUsed = storageUsed
        self.storageCapacity = storageCapacity
        self.coaAddress = coaAddress
        self.coaBalance = coaBalance
        self.tokenCount = tokenCount
        self.valuedBalances = valuedBalances
        self.nftCollectionCount = nftCollectionCount
        self.nftCounts = nftCounts
    }
}

// `valued` lists the vault types the app can put a price on (its verified tokens): only those are
// borrowed, so an unknown token's contract never runs here.
access(all) fun main(address: Address, countOnly: [String]?, valued: [String]): AccountSummary {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)

    var coaAddress: String? = nil
    var coaBalance: UInt? = nil
    if let coa = account.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm) {
        coaAddress = coa.address().toString()
        coaBalance = coa.balance().inAttoFLOW()
    }

    var tokenCount = 0
    let valuedBalances: {String: UFix64} = {}
    var nftCollectionCount = 0
    let nftCounts: {String: Int} = {}
    let vaultType = Type<@{FungibleToken.Vault}>()
    let collectionType = Type<@{NonFungibleToken.Collection}>()
    account.storage.forEachStored(fun (path: StoragePath, type: Type): Bool {
        if type.isRecovered {
            return true
        }
        if type.isSubtype(of: vaultType) {
            tokenCount = tokenCount + 1
            if valued.contains(type.identifier) {
                if let vault = account.storage.borrow<&{FungibleToken.Vault}>(from: path) {
                    valuedBalances[type.identifier] = (valuedBalances[type.identifier] ?? 0.0) + vault.balance
                }
            }
        } else if type.isSubtype(of: collectionType) {
            if let collection = account.storage.borrow<&{NonFungibleToken.Collection}>(from: path) {
                nftCollectionCount = nftCollectionCount + 1
                if countOnly == nil || countOnly!.contains(path.toString()) {
                    nftCounts[path.toString()] = collection.getLength()
                }
            }
        }
        return true
    })

    return AccountSummary(
        address: address,
        balance: account.balance,
        availableBalance: account.availableBalance,
        storageUsed: account.storage.used,
        storageCapacity: account.storage.capacity,
        coaAddress: coaAddress,
        coaBalance: coaBalance,
        tokenCount: tokenCount,
        valuedBalances: valuedBalances,
        nftCollectionCount: nftCollectionCount,
        nftCounts: nftCounts
    )
}
