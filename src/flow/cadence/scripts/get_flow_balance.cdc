// The FLOW balance of one account's vault.
// Follows onflow/flow-core-contracts transactions/flowToken/scripts/get_balance.cdc (Cadence 1.0).
import "FungibleToken"
import "FlowToken"

access(all) fun main(address: Address): UFix64 {
    let vault = getAccount(address)
        .capabilities.borrow<&{FungibleToken.Balance}>(/public/flowTokenBalance)
        ?? panic("Account ".concat(address.toString()).concat(" has no FLOW balance capability at /public/flowTokenBalance"))
    return vault.balance
}
