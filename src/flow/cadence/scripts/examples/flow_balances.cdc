// Example: the FLOW balances of several accounts, keeping those at or above an optional minimum.
// Follows onflow/flow-core-contracts transactions/flowToken/scripts/get_balance.cdc, for a list of accounts.
import "FungibleToken"
import "FlowToken"

access(all) fun main(addresses: [Address], minimum: UFix64?): {Address: UFix64} {
    let balances: {Address: UFix64} = {}
    for address in addresses {
        var balance = 0.0
        if let vault = getAccount(address).capabilities.borrow<&{FungibleToken.Balance}>(/public/flowTokenBalance) {
            balance = vault.balance
        }
        if balance >= (minimum ?? 0.0) {
            balances[address] = balance
        }
    }
    return balances
}
