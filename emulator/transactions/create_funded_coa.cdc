// Seeding: gives the signer a COA at /storage/evm (with the public capability Flow wallets
// publish at /public/evm) and moves `flow` FLOW from the signer's vault into it.
import "FungibleToken"
import "FlowToken"
import "EVM"

transaction(flow: UFix64) {
    prepare(holder: auth(BorrowValue, SaveValue, IssueStorageCapabilityController, PublishCapability) &Account) {
        if holder.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm) == nil {
            holder.storage.save(<-EVM.createCadenceOwnedAccount(), to: /storage/evm)
            holder.capabilities.publish(
                holder.capabilities.storage.issue<&EVM.CadenceOwnedAccount>(/storage/evm),
                at: /public/evm
            )
        }
        if flow > 0.0 {
            let source = holder.storage.borrow<auth(FungibleToken.Withdraw) &FlowToken.Vault>(
                from: /storage/flowTokenVault
            ) ?? panic("the holder has no FLOW vault")
            let coa = holder.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm)!
            coa.deposit(from: <-(source.withdraw(amount: flow) as! @FlowToken.Vault))
        }
    }
}
