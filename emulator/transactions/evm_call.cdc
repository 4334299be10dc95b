// Seeding: one EVM call from the signer's COA, which must succeed.
import "EVM"

transaction(to: String, data: String, value: UInt, gasLimit: UInt64) {
    prepare(signer: auth(BorrowValue) &Account) {
        let coa = signer.storage.borrow<auth(EVM.Call) &EVM.CadenceOwnedAccount>(from: /storage/evm)
            ?? panic("the signer has no COA")
        let result = coa.call(
            to: EVM.addressFromString(to),
            data: data.decodeHex(),
            gasLimit: gasLimit,
            value: EVM.Balance(attoflow: value)
        )
        assert(
            result.status == EVM.Status.successful,
            message: "EVM call failed with error code ".concat(result.errorCode.toString()).concat(": ").concat(result.errorMessage)
        )
    }
}
