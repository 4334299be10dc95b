import { encodeFunctionData } from 'viem';
import type { EvmAddress } from '../../flow/evm-address.ts';
import { formatAttoFlow } from '../../flow/flow-amounts.ts';
import { parseEvmAmount } from './amount-checks.ts';

export type BatchStepKind = 'wrap' | 'unwrap';

/** A step as the user typed it: wrap N FLOW, or unwrap N WFLOW. */
export interface BatchStepInput {
  readonly kind: BatchStepKind;
  readonly amount: string;
}

/** One EVM call of the batch, as the transaction sends it and the review shows it. */
export interface EvmCall {
  /** What it does, in words ("Wrap 1.5 FLOW"). */
  readonly label: string;
  readonly target: EvmAddress;
  readonly signature: 'deposit()' | 'withdraw(uint256)';
  /** attoFLOW sent with the call. */
  readonly value: bigint;
  /** ABI-encoded call data as the Cadence takes it: hex without 0x. */
  readonly data: string;
  readonly gasLimit: bigint;
}

/** The Cadence runs 1 to 20 calls per transaction. */
export const MAX_BATCH_STEPS = 20;
/** Gas for each call: WFLOW's deposit and withdraw use well under 50 000. */
export const CALL_GAS_LIMIT = 100_000n;

const WFLOW_ABI = [
  { type: 'function', name: 'deposit', stateMutability: 'payable', inputs: [], outputs: [] },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'wad', type: 'uint256' }],
    outputs: [],
  },
] as const;

const withoutPrefix = (hex: `0x${string}`) => hex.slice(2);

/** The EVM call for one step, exact in attoFLOW / WFLOW base units (18 decimals both). */
export function wflowCall(kind: BatchStepKind, amount: bigint, wflow: EvmAddress): EvmCall {
  if (kind === 'wrap') {
    return {
      label: `Wrap ${formatAttoFlow(amount)} FLOW`,
      target: wflow,
      signature: 'deposit()',
      value: amount,
      data: withoutPrefix(encodeFunctionData({ abi: WFLOW_ABI, functionName: 'deposit' })),
      gasLimit: CALL_GAS_LIMIT,
    };
  }
  return {
    label: `Unwrap ${formatAttoFlow(amount)} WFLOW`,
    target: wflow,
    signature: 'withdraw(uint256)',
    value: 0n,
    data: withoutPrefix(
      encodeFunctionData({ abi: WFLOW_ABI, functionName: 'withdraw', args: [amount] }),
    ),
    gasLimit: CALL_GAS_LIMIT,
  };
}

export interface BatchBalances {
  /** The COA's FLOW, attoFLOW. */
  readonly flow: bigint;
  /** The COA's WFLOW, base units (18 decimals). */
  readonly wflow: bigint;
}

export interface BatchCheck {
  /** One entry per step: why it would fail, or null. */
  readonly errors: readonly (string | null)[];
  /** The calls, when every step is valid. */
  readonly calls: readonly EvmCall[] | null;
}

/**
 * Checks the steps in order against the balances each one leaves to the next, as the EVM would
 * run them: a step that would revert gets the error, and nothing is planned.
 */
export function checkBatch(
  steps: readonly BatchStepInput[],
  balances: BatchBalances,
  wflow: EvmAddress,
): BatchCheck {
  let { flow, wflow: wrapped } = balances;
  const calls: EvmCall[] = [];
  const errors = steps.map((step, index): string | null => {
    const parsed = parseEvmAmount(step.amount, 18, 18);
    if ('error' in parsed) return parsed.error;
    const amount = parsed.amount;
    const before = index === 0 ? '' : ' after the steps before it';
    if (step.kind === 'wrap') {
      if (amount > flow) {
        return `More FLOW than your EVM account would hold${before}: at most ${formatAttoFlow(flow)} FLOW.`;
      }
      flow -= amount;
      wrapped += amount;
    } else {
      if (amount > wrapped) {
        return `More WFLOW than your EVM account would hold${before}: at most ${formatAttoFlow(wrapped)} WFLOW.`;
      }
      wrapped -= amount;
      flow += amount;
    }
    calls.push(wflowCall(step.kind, amount, wflow));
    return null;
  });
  const valid = steps.length > 0 && errors.every((error) => error === null);
  return { errors, calls: valid ? calls : null };
}
