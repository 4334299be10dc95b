// Moves `amount` FLOW from the native balance of the signer's COA to the signer's Cadence vault.
// Follows onflow/flow-evm-bridge cadence/transactions/evm/withdraw.cdc (whole UFix64 amounts only: EVM dust below 1e-8 FLOW stays).
import "FungibleToken"
import "FlowToken"
import "EVM"

transaction(amount: UFix64) {

    let coa: auth(EVM.Withdraw) &EVM.CadenceOwnedAccount
    let receiver: &FlowToken.Vault

    prepare(signer: auth(BorrowValue) &Account) {
        self.coa = signer.storage.borrow<auth(EVM.Withdraw) &EVM.CadenceOwnedAccount>(from: /storage/evm)
            ?? panic("The signer has no COA at /storage/evm")
        self.receiver = signer.storage.borrow<&FlowToken.Vault>(from: /storage/flowTokenVault)
            ?? panic("The signer has no FLOW vault at /storage/flowTokenVault")
    }

    execute {
        let balance = EVM.Balance(attoflow: 0)
        balance.setFLOW(flow: amount)
        let withdrawn <- self.coa.withdraw(balance: balance)
        self.receiver.deposit(from: <-withdrawn)
    }
}
