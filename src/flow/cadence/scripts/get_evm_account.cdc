// An account's COA: its EVM address, its native FLOW balance in attoFLOW, and its WFLOW balance when WFLOW's address is given; nil without a COA.
// Follows onflow/flow-evm-bridge cadence/scripts/evm/get_evm_address_string.cdc and get_attoflow_balance.cdc, with
// WFLOW's balanceOf as in onflow/batched-evm-exec-example cadence/scripts/balance_of.cdc (through EVM.dryCall).
import "EVM"

access(all) struct EvmAccountState {
    /// The COA's EVM address as hex without 0x.
    access(all) let coaAddress: String
    /// The COA's native FLOW, exact, in attoFLOW.
    access(all) let balanceAtto: UInt
    /// The COA's WFLOW in wei, or nil when no WFLOW address was given.
    access(all) let wflowBalance: UInt256?

    init(coaAddress: String, balanceAtto: UInt, wflowBalance: UInt256?) {
        self.coaAddress = coaAddress
        self.balanceAtto = balanceAtto
        self.wflowBalance = wflowBalance
    }
}

access(all) fun main(address: Address, wflowHex: String?): EvmAccountState? {
    let account = getAuthAccount<auth(BorrowValue) &Account>(address)
    if let coa = account.storage.borrow<&EVM.CadenceOwnedAccount>(from: /storage/evm) {
        var wflowBalance: UInt256? = nil
        if let hex = wflowHex {
            let result = EVM.dryCall(
                from: coa.address(),
                to: EVM.addressFromString(hex),
                data: EVM.encodeABIWithSignature("balanceOf(address)", [coa.address()]),
                gasLimit: 100_000,
                value: EVM.Balance(attoflow: 0)
            )
            assert(
                result.status == EVM.Status.successful && result.data.length == 32,
                message: "balanceOf(address) on ".concat(hex).concat(" did not return a uint256: is it WFLOW?")
            )
            wflowBalance = EVM.decodeABI(types: [Type<UInt256>()], data: result.data)[0] as! UInt256
        }
        return EvmAccountState(
            coaAddress: coa.address().toString(),
            balanceAtto: coa.balance().inAttoFLOW(),
            wflowBalance: wflowBalance
        )
    }
    return nil
}
