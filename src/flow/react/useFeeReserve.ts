import { DEFAULT_COMPUTE_LIMIT } from '../config.ts';
import { FALLBACK_FEE_RESERVE } from '../spendable-flow.ts';
import { useFlowContext } from './flow-context.ts';
import { useFeeEstimate } from './useFeeEstimate.ts';

/**
 * FLOW to keep back for the fee of the app's next transaction (UFix64 units): the network's
 * maximum fee at the app's compute limit, or a fixed margin until that is known. Send's Max,
 * the EVM forms and the account's "available to send" all use it, so they agree.
 */
export function useFeeReserve(): bigint {
  const { config } = useFlowContext('useFeeReserve');
  const estimate = useFeeEstimate(config.fclLimit ?? DEFAULT_COMPUTE_LIMIT);
  return estimate.data ?? FALLBACK_FEE_RESERVE;
}
