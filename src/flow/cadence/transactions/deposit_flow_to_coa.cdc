// Moves `amount` FLOW from the signer's Cadence vault to the native balance of the signer's COA.
// Follows onflow/flow-evm-bridge cadence/transactions/evm/deposit.cdc, but never creates a COA: without one it fails.
import "FungibleToken"
import "FlowToken"
import "EVM"

transaction(amount: UFix64) {

    let coa: &EVM.CadenceOwnedAccount
    let sentVault: @FlowToken.Vault

    prepare(signer: auth(BorrowValue) &Account) {
        // Depositing into a COA needs no entitlement.
        self.coa = signer.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm)
            ?? panic("The signer has no COA at /storage/evm")
        let vault = signer.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(
                from: /storage/flowTokenVault
            ) ?? panic("The signer has no FLOW vault at /storage/flowTokenVault")
        self.sentVault <- vault.withdraw(amount: amount) as! @FlowToken.Vault
    }

    execute {
        self.coa.deposit(from: <-self.sentVault)
    }
}
