import { signedComputeLimit } from '../config.ts';
import { type PayerShortfall, payerShortfall } from '../payer-check.ts';
import { fallbackFeeReserve } from '../spendable-flow.ts';
import type { TransactionPlan } from '../transaction-plan.ts';
import { useFlowContext } from './flow-context.ts';
import { useAccountSummary } from './useAccountSummary.ts';
import { useFeeEstimate } from './useFeeEstimate.ts';
import { useFlowCurrentUser } from './useFlowCurrentUser.ts';

/**
 * What the signed-in account lacks to pay for `plan` (payer-check.ts), or null when it can pay
 * or while its balance or the network's fee is still being read. A fee that cannot be read
 * counts as the most the limit can cost under mainnet's parameters.
 */
export function usePayerShortfall(plan: TransactionPlan): PayerShortfall | null {
  const { config } = useFlowContext('usePayerShortfall');
  const { address } = useFlowCurrentUser();
  const summary = useAccountSummary(address);
  const limit = signedComputeLimit(config, plan.computeLimit);
  const fee = useFeeEstimate(limit);
  const maxFee = fee.data ?? (fee.isError ? fallbackFeeReserve(limit) : null);
  if (!summary.data || maxFee === null) return null;
  return payerShortfall(summary.data, plan.spendsFlow, maxFee);
}
