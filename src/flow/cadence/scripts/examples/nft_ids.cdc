// Example: the NFT ids an account holds, per collection type.
// Follows onflow/flow-nft scripts/get_collection_ids.cdc, over every stored collection like onflow/flow-evm-bridge cadence/scripts/nft/get_all_collection_info_from_storage.cdc.
import "NonFungibleToken"

access(all) fun main(address: Address): {String: [UInt64]} {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    let ids: {String: [UInt64]} = {}
    let collectionType = Type<@{NonFungibleToken.Collection}>()

    account.storage.forEachStored(fun (path: StoragePath, type: Type): Bool {
        if type.isRecovered || !type.isSubtype(of: collectionType) {
            return true
        }
        if let collection = account.storage.borrow<&{NonFungibleToken.Collection}>(from: path) {
            ids[type.identifier] = collection.getIDs()
        }
        return true
    })
    return ids
}
