import { encodeArguments } from '../cadence/define-cadence.ts';
import { decodeFeeEstimate, getFeeEstimateScript } from '../cadence/scripts/get_fee_estimate.ts';
import { useFlowQuery } from './useFlowQuery.ts';

/**
 * The most a transaction with this compute limit can cost in fees (UFix64 units), from the
 * network's FlowFees contract. Its parameters change rarely (a governance transaction), so one
 * read per network and limit serves the whole session.
 */
export function useFeeEstimate(computeLimit: number) {
  return useFlowQuery({
    cadence: getFeeEstimateScript.cadence,
    args: encodeArguments(getFeeEstimateScript, { computeLimit: BigInt(computeLimit) }),
    decode: decodeFeeEstimate,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
