// Runs up to 20 EVM calls from the signer's COA in one transaction; with mustPass, one failed call reverts everything.
// Follows onflow/batched-evm-exec-example cadence/transactions/bundled/wrap_and_mint.cdc and onflow/fcl-js
// packages/react-core/src/hooks/useCrossVmBatchTransaction.ts, with typed parallel arrays instead of dictionaries
// (as onflow/FRW-monorepo packages/cadence/src/cadence/EVM/transaction/batch_call_contract.cdc).
import "EVM"

/// targets: EVM addresses (0x + 40 hex); data: calldata as hex without 0x ("" for none);
/// values: attoFLOW sent with each call; gasLimits: EVM gas limit of each call.
transaction(targets: [String], data: [String], values: [UInt], gasLimits: [UInt64], mustPass: Bool) {

    let coa: auth(EVM.Call) &EVM.CadenceOwnedAccount

    prepare(signer: auth(BorrowValue) &Account) {
        self.coa = signer.storage.borrow<auth(EVM.Call) &EVM.CadenceOwnedAccount>(from: /storage/evm)
            ?? panic("The signer has no COA at /storage/evm")
    }

    pre {
        targets.length >= 1 && targets.length <= 20:
            "A batch has 1 to 20 EVM calls, not ".concat(targets.length.toString())
        data.length == targets.length && values.length == targets.length && gasLimits.length == targets.length:
            "targets, data, values and gasLimits must have the same length"
    }

    execute {
        let n = targets.length
        for i, target in targets {
            let result = self.coa.call(
                to: EVM.addressFromString(target),
                data: data[i].decodeHex(),
                gasLimit: gasLimits[i],
                value: EVM.Balance(attoflow: values[i])
            )
            if mustPass {
                assert(
                    result.status == EVM.Status.successful,
                    message: "EVM call ".concat((i + 1).toString()).concat(" of ").concat(n.toString())
                        .concat(" failed with error code ").concat(result.errorCode.toString())
                        .concat(": ").concat(result.errorMessage)
                )
            }
        }
    }
}
