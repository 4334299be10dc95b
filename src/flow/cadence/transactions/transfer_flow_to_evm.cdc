// Sends FLOW from the signer's Cadence vault to any Flow EVM address; the signer needs no COA.
// Follows onflow/flow-evm-bridge cadence/transactions/evm/transfer_flow_to_evm_address.cdc, but
// deposits with EVMAddress.deposit instead of a COA call, as flow-contracts.md §5(g) describes.
import "FungibleToken"
import "FlowToken"
import "EVM"

transaction(recipientEVMAddressHex: String, amount: UFix64) {

    let sentVault: @FlowToken.Vault

    prepare(signer: auth(BorrowValue) &Account) {
        let vault = signer.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(
                from: /storage/flowTokenVault
            ) ?? panic("The signer has no FLOW vault at /storage/flowTokenVault")
        self.sentVault <- vault.withdraw(amount: amount) as! @FlowToken.Vault
    }

    execute {
        EVM.addressFromString(recipientEVMAddressHex).deposit(from: <-self.sentVault)
    }
}
