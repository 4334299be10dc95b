// Seeding: gives the holder a vault of each token (publishing its receiver unless told not to)
// and mints its amount into it. Written for one token, SandboxUSD, at position 0 of the
// arguments: the seeding repeats the token's import and its block once per token, renamed, so
// several tokens cost one transaction (emulator/src/seed-batches.ts). The block is an `if true`
// so that each copy's constants live in a scope of their own.
import "FungibleToken"
import "SandboxUSD"

transaction(amounts: [UFix64], publishReceivers: [Bool]) {
    prepare(
        holder: auth(BorrowValue, SaveValue, IssueStorageCapabilityController, PublishCapability) &Account,
        issuer: auth(BorrowValue) &Account
    ) {
        // token block
        if true {
            if holder.storage.borrow<&SandboxUSD.Vault>(from: SandboxUSD.storagePath) == nil {
                holder.storage.save(
                    <-SandboxUSD.createEmptyVault(vaultType: Type<@SandboxUSD.Vault>()),
                    to: SandboxUSD.storagePath
                )
                holder.capabilities.publish(
                    holder.capabilities.storage.issue<&SandboxUSD.Vault>(SandboxUSD.storagePath),
                    at: SandboxUSD.balancePath
                )
                if publishReceivers[0] {
                    holder.capabilities.publish(
                        holder.capabilities.storage.issue<&SandboxUSD.Vault>(SandboxUSD.storagePath),
                        at: SandboxUSD.receiverPath
                    )
                }
            }
            let minter = issuer.storage.borrow<&SandboxUSD.Minter>(from: SandboxUSD.minterPath)
                ?? panic("the issuer holds no minter")
            let vault = holder.storage.borrow<&SandboxUSD.Vault>(from: SandboxUSD.storagePath)!
            vault.deposit(from: <-minter.mint(amount: amounts[0]))
        }
        // end of token block
    }
}
