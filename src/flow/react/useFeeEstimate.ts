import { useEffect, useMemo } from 'react';
import { feeEstimateQuery } from '../reads/fee-estimate.ts';
import { storageKey } from '../storage-key.ts';
import { readCachedFee, writeCachedFee } from './fee-estimate-cache.ts';
import { useFlowContext } from './flow-context.ts';
import { useFlowRead } from './useFlowRead.ts';

/**
 * The most a transaction with this compute limit can cost in fees (reads/fee-estimate.ts), kept for
 * a day too (fee-estimate-cache.ts): a returning user's dashboard costs no request for it.
 */
export function useFeeEstimate(computeLimit: number) {
  const { network } = useFlowContext('useFeeEstimate');
  const key = storageKey(network, 'max-fee', String(computeLimit));
  const stored = useMemo(() => readCachedFee(key), [key]);
  const query = useFlowRead(
    feeEstimateQuery,
    { computeLimit },
    stored === undefined ? {} : { initialData: stored },
  );
  useEffect(() => {
    if (query.data !== undefined) writeCachedFee(key, query.data);
  }, [key, query.data]);
  return query;
}
