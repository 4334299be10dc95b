import { signedComputeLimit } from '../config.ts';
import { fallbackFeeReserve } from '../spendable-flow.ts';
import { useFlowContext } from './flow-context.ts';
import { useFeeEstimate } from './useFeeEstimate.ts';

/**
 * FLOW to keep back for the fee of a transaction with this measured compute limit (UFix64 units):
 * the network's maximum fee at the limit it is signed with, or, until that is read (or when it
 * cannot be), the most that limit can cost under mainnet's fee parameters. Send's Max, the EVM
 * forms, the account's "available to send" and the review's payer check all use it, so they agree.
 */
export function useFeeReserve(computeLimit: number): bigint {
  const { config } = useFlowContext('useFeeReserve');
  const limit = signedComputeLimit(config, computeLimit);
  const estimate = useFeeEstimate(limit);
  return estimate.data ?? fallbackFeeReserve(limit);
}
