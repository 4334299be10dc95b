// Example: the EVM address of an account's Cadence-owned account (COA), or nil without one.
// Follows onflow/flow-evm-bridge cadence/scripts/evm/get_evm_address_string.cdc.
import "EVM"

access(all) fun main(address: Address): String? {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    if let coa = account.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm) {
        return coa.address().toString()
    }
    return nil
}
