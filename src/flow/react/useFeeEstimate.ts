import { useEffect, useMemo } from 'react';
import { encodeArguments } from '../cadence/define-cadence.ts';
import { decodeFeeEstimate, getFeeEstimateScript } from '../cadence/scripts/get_fee_estimate.ts';
import { useFlowContext } from './flow-context.ts';
import { useFlowQuery } from './useFlowQuery.ts';

function readStored(key: string): bigint | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text !== null && /^\d{1,20}$/.test(text) ? BigInt(text) : undefined;
  } catch {
    return undefined;
  }
}

function writeStored(key: string, fee: bigint): void {
  try {
    sessionStorage.setItem(key, fee.toString());
  } catch {
    // Storage full or blocked: the fee is read again next time.
  }
}

/**
 * The most a transaction with this compute limit can cost in fees (UFix64 units), from the
 * network's FlowFees contract. Its parameters change only by a governance transaction, so it
 * is read once per network and limit in a tab's session (kept in sessionStorage, so a reload
 * costs no request) and again after each transaction of yours seals.
 */
export function useFeeEstimate(computeLimit: number) {
  const { network } = useFlowContext('useFeeEstimate');
  const key = `flowdeck:${network}:max-fee:${computeLimit}`;
  const stored = useMemo(() => readStored(key), [key]);
  const query = useFlowQuery({
    cadence: getFeeEstimateScript.cadence,
    args: encodeArguments(getFeeEstimateScript, { computeLimit: BigInt(computeLimit) }),
    decode: decodeFeeEstimate,
    staleTime: Number.POSITIVE_INFINITY,
    initialData: stored,
  });
  useEffect(() => {
    if (query.data !== undefined) writeStored(key, query.data);
  }, [key, query.data]);
  return query;
}
