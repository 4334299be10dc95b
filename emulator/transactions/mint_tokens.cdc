// Seeding: gives the holder a vault of the token (publishing its receiver unless told not to) and
// mints `amount` into it. The seeding names the token's contract in place of SandboxUSD.
import "FungibleToken"
import "SandboxUSD"

transaction(amount: UFix64, publishReceiver: Bool) {
    prepare(
        holder: auth(BorrowValue, SaveValue, IssueStorageCapabilityController, PublishCapability) &Account,
        issuer: auth(BorrowValue) &Account
    ) {
        if holder.storage.borrow<&SandboxUSD.Vault>(from: SandboxUSD.storagePath) == nil {
            holder.storage.save(
                <-SandboxUSD.createEmptyVault(vaultType: Type<@SandboxUSD.Vault>()),
                to: SandboxUSD.storagePath
            )
            holder.capabilities.publish(
                holder.capabilities.storage.issue<&SandboxUSD.Vault>(SandboxUSD.storagePath),
                at: SandboxUSD.balancePath
            )
            if publishReceiver {
                holder.capabilities.publish(
                    holder.capabilities.storage.issue<&SandboxUSD.Vault>(SandboxUSD.storagePath),
                    at: SandboxUSD.receiverPath
                )
            }
        }
        let minter = issuer.storage.borrow<&SandboxUSD.Minter>(from: SandboxUSD.minterPath)
            ?? panic("the issuer holds no minter")
        let vault = holder.storage.borrow<&SandboxUSD.Vault>(from: SandboxUSD.storagePath)!
        vault.deposit(from: <-minter.mint(amount: amount))
    }
}
