import { createCoaTransaction } from '../../flow/cadence/transactions/create_coa.ts';
import { depositFlowToCoaTransaction } from '../../flow/cadence/transactions/deposit_flow_to_coa.ts';
import { evmBatchCallTransaction } from '../../flow/cadence/transactions/evm_batch_call.ts';
import { withdrawFlowFromCoaTransaction } from '../../flow/cadence/transactions/withdraw_flow_from_coa.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { planTransaction, type TransactionPlan } from '../../flow/transaction-plan.ts';
import type { EvmCall } from './wflow-batch.ts';

/** Create the COA, funded with `amount` (UFix64 units; 0 for none). */
export function planEnableEvm(amount: bigint): TransactionPlan {
  return planTransaction(
    amount > 0n ? `Enable EVM with ${formatFlow(amount)} FLOW` : 'Enable EVM',
    createCoaTransaction,
    { amount },
  );
}

export function planDepositToCoa(amount: bigint): TransactionPlan {
  return planTransaction(`Move ${formatFlow(amount)} FLOW to EVM`, depositFlowToCoaTransaction, {
    amount,
  });
}

export function planWithdrawFromCoa(amount: bigint): TransactionPlan {
  return planTransaction(
    `Move ${formatFlow(amount)} FLOW from EVM to Cadence`,
    withdrawFlowFromCoaTransaction,
    { amount },
  );
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The calls in one line, for the title: all of them up to three, else the first two. */
function batchSummary(calls: readonly EvmCall[]): string {
  const labels = calls.map((call) => lowerFirst(call.label));
  if (labels.length <= 3) return labels.join(', then ');
  return `${labels.slice(0, 2).join(', then ')} and ${labels.length - 2} more`;
}

/** evm_batch_call's arguments for the calls, all-or-nothing (mustPass: any failed call reverts them all). */
export const evmBatchArguments = (calls: readonly EvmCall[]) => ({
  targets: calls.map((call) => call.target),
  data: calls.map((call) => call.data),
  values: calls.map((call) => call.value),
  gasLimits: calls.map((call) => call.gasLimit),
  mustPass: true,
});

/** The calls as one all-or-nothing transaction. */
export function planEvmBatch(calls: readonly EvmCall[]): TransactionPlan {
  return planTransaction(
    `WFLOW: ${batchSummary(calls)}`,
    evmBatchCallTransaction,
    evmBatchArguments(calls),
  );
}
