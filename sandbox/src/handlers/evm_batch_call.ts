import { cadenceRuntimeError } from '../../../fault-proxy/src/errors.ts';
import { hexToBytes } from '../../../fault-proxy/src/flow-crypto.ts';
import { coaCall } from './coa.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { addressFromString, hexDecodeProblem } from './evm-flow.ts';
import { signerCoa, soleSigner } from './signer.ts';

const MAX_CALLS = 20;

/**
 * The batch's calls in order, each `coa.call` after its own address and calldata are parsed;
 * with mustPass, the first call that is not successful fails the transaction (so the chain
 * rolls every call back), otherwise every call's outcome stands.
 */
export const evmBatchCall = defineTransactionHandler('transactions/evm_batch_call.cdc', {
  errorSites: [
    'assert(',
    'data.length == targets.length',
    'data[i].decodeHex()',
    'panic("The signer has no COA',
    'targets.length >= 1',
  ],
  execute(ctx, { targets, data, values, gasLimits, mustPass }) {
    const coa = signerCoa(ctx, soleSigner(ctx, 'evm_batch_call'));
    const n = targets.length;
    if (n < 1 || n > MAX_CALLS) {
      return ctx.preconditionFailed(
        `A batch has 1 to ${MAX_CALLS} EVM calls, not ${n}`,
        ctx.locate('targets.length >= 1'),
      );
    }
    if (data.length !== n || values.length !== n || gasLimits.length !== n) {
      return ctx.preconditionFailed(
        'targets, data, values and gasLimits must have the same length',
        ctx.locate('data.length == targets.length'),
      );
    }
    for (const [i, target] of targets.entries()) {
      const to = addressFromString(ctx, target);
      const calldata = data[i] ?? '';
      const problem = hexDecodeProblem(calldata);
      if (problem !== null) throw cadenceRuntimeError(problem, ctx.locate('data[i].decodeHex()'));
      const outcome = coaCall(ctx, coa, {
        to,
        data: hexToBytes(calldata),
        value: values[i] ?? 0n,
        gasLimit: gasLimits[i] ?? 0n,
      });
      if (mustPass && outcome.status !== 'successful') {
        throw cadenceRuntimeError(
          `assertion failed: EVM call ${i + 1} of ${n} failed with error code ${outcome.errorCode}: ${outcome.errorMessage}`,
          ctx.locate('assert('),
        );
      }
    }
  },
});
