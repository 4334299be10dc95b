import { COMPUTATION } from '../compute-limits.ts';
import { defineTransaction } from '../define-cadence.ts';
import cadence from './evm_batch_call.cdc?raw';

/**
 * Up to 20 EVM calls from the signer's COA in one transaction. With `mustPass`, a failed call
 * aborts the transaction with `EVM call <i> of <n> failed with error code <code>: <message>`
 * and nothing is applied; without it, each call's outcome is in its `EVM.TransactionExecuted`
 * event (a call rejected before execution, e.g. for want of FLOW, emits none).
 */
export const evmBatchCallTransaction = defineTransaction(
  cadence,
  [
    ['targets', '[String]'],
    ['data', '[String]'],
    ['values', '[UInt]'],
    ['gasLimits', '[UInt64]'],
    ['mustPass', 'Bool'],
  ],
  { computation: COMPUTATION.evm_batch_call, batch: 'targets' },
);
