// Example: an account's FLOW balance next to its storage use and capacity.
// Follows onflow/flow-core-contracts transactions/storageFees/scripts/get_account_available_balance.cdc and get_storage_capacity.cdc (the Account fields).
access(all) struct AccountStorage {
    access(all) let address: Address
    access(all) let balance: UFix64
    access(all) let availableBalance: UFix64
    access(all) let storageUsed: UInt64
    access(all) let storageCapacity: UInt64

    init(address: Address, balance: UFix64, availableBalance: UFix64, storageUsed: UInt64, storageCapacity: UInt64) {
        self.address = address
        self.balance = balance
        self.availableBalance = availableBalance
        self.storageUsed = storageUsed
        self.storageCapacity = storageCapacity
    }
}

access(all) fun main(address: Address): AccountStorage {
    let account = getAccount(address)
    return AccountStorage(
        address: address,
        balance: account.balance,
        availableBalance: account.availableBalance,
        storageUsed: account.storage.used,
        storageCapacity: account.storage.capacity
    )
}
