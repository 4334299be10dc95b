import { decodeFeeEstimate, getFeeEstimateScript } from '../cadence/scripts/get_fee_estimate.ts';
import { runScript } from '../client/run-script.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/**
 * The most a transaction with this compute limit can cost in fees (UFix64 units), from the
 * network's FlowFees contract. Its parameters change only by a governance transaction, so an
 * answer stays fresh until a transaction of yours seals (which invalidates every read).
 */
export const feeEstimateQuery = defineFlowQuery({
  id: 'feeEstimate',
  get: ({ getReader }, { computeLimit }: { readonly computeLimit: number }) =>
    runScript(
      getReader,
      getFeeEstimateScript,
      { computeLimit: BigInt(computeLimit) },
      decodeFeeEstimate,
    ),
  staleTime: Number.POSITIVE_INFINITY,
});
