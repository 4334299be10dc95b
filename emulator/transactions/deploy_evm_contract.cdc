// Seeding: deploys EVM bytecode (hex, constructor arguments appended) from the signer's COA.
import "EVM"

transaction(bytecode: String, gasLimit: UInt64) {
    prepare(signer: auth(BorrowValue) &Account) {
        let coa = signer.storage.borrow<auth(EVM.Deploy) &EVM.CadenceOwnedAccount>(from: /storage/evm)
            ?? panic("the signer has no COA")
        let result = coa.deploy(code: bytecode.decodeHex(), gasLimit: gasLimit, value: EVM.Balance(attoflow: 0))
        assert(
            result.status == EVM.Status.successful,
            message: "deployment failed with error code ".concat(result.errorCode.toString()).concat(": ").concat(result.errorMessage)
        )
    }
}
