// Whether an account can receive a fungible token: a working Receiver capability at the token's
// public receiver path.
// Follows onflow/flow-ft transactions/scripts/get_balance.cdc (capability lookup, Cadence 1.0).
import "FungibleToken"

access(all) fun main(recipient: Address, receiverPath: String): Bool {
    let path = PublicPath(identifier: receiverPath) ?? panic("Invalid public path ".concat(receiverPath))
    return getAccount(recipient).capabilities.get<&{FungibleToken.Receiver}>(path).check()
}
