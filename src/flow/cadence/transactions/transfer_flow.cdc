// Sends FLOW from the signer's vault to a Cadence address.
// Follows onflow/flow-core-contracts transactions/flowToken/transfer_tokens.cdc (Cadence 1.0).
import "FungibleToken"
import "FlowToken"

transaction(amount: UFix64, to: Address) {

    let sentVault: @{FungibleToken.Vault}

    prepare(signer: auth(BorrowValue) &Account) {
        let vault = signer.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(
                from: /storage/flowTokenVault
            ) ?? panic("The signer has no FLOW vault at /storage/flowTokenVault")
        self.sentVault <- vault.withdraw(amount: amount)
    }

    execute {
        let receiver = getAccount(to)
            .capabilities.borrow<&{FungibleToken.Receiver}>(/public/flowTokenReceiver)
            ?? panic("The recipient ".concat(to.toString()).concat(" cannot receive FLOW: no receiver at /public/flowTokenReceiver"))
        receiver.deposit(from: <-self.sentVault)
    }
}
