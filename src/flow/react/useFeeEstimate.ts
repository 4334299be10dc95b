import { useEffect, useMemo } from 'react';
import { encodeArguments } from '../cadence/define-cadence.ts';
import { decodeFeeEstimate, getFeeEstimateScript } from '../cadence/scripts/get_fee_estimate.ts';
import { readCachedFee, writeCachedFee } from './fee-estimate-cache.ts';
import { useFlowContext } from './flow-context.ts';
import { useFlowQuery } from './useFlowQuery.ts';

/**
 * The most a transaction with this compute limit can cost in fees (UFix64 units), from the
 * network's FlowFees contract. Its parameters change only by a governance transaction, so it
 * is read once per network and limit and kept for a day (fee-estimate-cache.ts: a returning
 * user's dashboard costs no request for it), and read again after each transaction of yours
 * seals.
 */
export function useFeeEstimate(computeLimit: number) {
  const { network } = useFlowContext('useFeeEstimate');
  const key = `flowdeck:${network}:max-fee:${computeLimit}`;
  const stored = useMemo(() => readCachedFee(key), [key]);
  const query = useFlowQuery({
    cadence: getFeeEstimateScript.cadence,
    args: encodeArguments(getFeeEstimateScript, { computeLimit: BigInt(computeLimit) }),
    decode: decodeFeeEstimate,
    staleTime: Number.POSITIVE_INFINITY,
    initialData: stored,
  });
  useEffect(() => {
    if (query.data !== undefined) writeCachedFee(key, query.data);
  }, [key, query.data]);
  return query;
}
