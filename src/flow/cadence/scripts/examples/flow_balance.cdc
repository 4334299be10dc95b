// Example: the FLOW balance of one account, through its public balance capability.
// Follows onflow/flow-core-contracts transactions/flowToken/scripts/get_balance.cdc (Cadence 1.0).
import "FungibleToken"
import "FlowToken"

access(all) fun main(address: Address): UFix64 {
    let vault = getAccount(address)
        .capabilities.borrow<&{FungibleToken.Balance}>(/public/flowTokenBalance)
        ?? panic("Could not borrow a FLOW balance reference for ".concat(address.toString()))
    return vault.balance
}
