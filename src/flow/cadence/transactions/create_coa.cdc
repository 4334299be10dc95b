// Creates the signer's COA at /storage/evm, publishes its address capability at /public/evm and funds it with `amount` FLOW (0.0: none).
// Follows onflow/flow-evm-bridge cadence/transactions/evm/create_account.cdc, but never replaces what is already at /storage/evm.
import "FungibleToken"
import "FlowToken"
import "EVM"

transaction(amount: UFix64) {

    let account: auth(SaveValue, IssueStorageCapabilityController, PublishCapability, UnpublishCapability) &Account
    let funding: @FlowToken.Vault

    prepare(signer: auth(BorrowValue, SaveValue, IssueStorageCapabilityController, PublishCapability, UnpublishCapability) &Account) {
        if signer.storage.type(at: /storage/evm) != nil {
            panic("The signer already has a value at /storage/evm")
        }
        if amount > 0.0 {
            let vault = signer.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(
                    from: /storage/flowTokenVault
                ) ?? panic("The signer has no FLOW vault at /storage/flowTokenVault")
            self.funding <- vault.withdraw(amount: amount) as! @FlowToken.Vault
        } else {
            // An empty vault: the COA's deposit destroys it without moving anything.
            self.funding <- FlowToken.createEmptyVault(vaultType: Type<@FlowToken.Vault>())
        }
        self.account = signer
    }

    execute {
        let coa <- EVM.createCadenceOwnedAccount()
        coa.deposit(from: <-self.funding)
        self.account.storage.save(<-coa, to: /storage/evm)
        let addressCapability = self.account.capabilities.storage.issue<&EVM.CadenceOwnedAccount>(/storage/evm)
        self.account.capabilities.unpublish(/public/evm)
        self.account.capabilities.publish(addressCapability, at: /public/evm)
    }
}
