/**
 * Checks each transaction the emulator suites send against the computation compute-limits.ts
 * says it uses: a run that uses more fails its test, since the app's limit (that figure times a
 * margin) would then no longer keep its margin. The computation is read from the transaction's
 * FeesDeducted event (flow-go passes it to FlowFees as `executionEffort`, in 10^-8 units), so it
 * is what mainnet's weights (mainnet-costs.ts) made of it.
 *
 * With FLOWDECK_RECORD_COMPUTATION=<file>, each run is appended to that file instead (one JSON
 * line: transaction, items, computation), to measure the table again.
 */
import { appendFileSync } from 'node:fs';
import type { TransactionStatus } from '@onflow/typedefs';
import { COMPUTATION, type ComputationCost } from '../../src/flow/cadence/compute-limits.ts';
import { feesDeductedType } from '../../src/flow/transactions/fee-paid.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';

const FEES_DEDUCTED = feesDeductedType('local');

/** The computation a transaction used, from its FeesDeducted event; null without fees. */
export function computationOf(events: TransactionStatus['events']): number | null {
  const data: unknown = events.find((event) => event.type === FEES_DEDUCTED)?.data;
  if (typeof data !== 'object' || data === null || !('executionEffort' in data)) return null;
  return typeof data.executionEffort === 'string'
    ? Number(parseUFix64(data.executionEffort))
    : null;
}

const nameOf = (cost: ComputationCost) =>
  Object.entries(COMPUTATION).find(([, entry]) => entry === cost)?.[0] ?? 'a transaction';

/**
 * How far a run may pass the table's figure: the same transaction varies by a few units between
 * runs (argument lengths, amounts, addresses); more than this is a change in what it costs.
 */
export const RUN_VARIATION = 1.05;

/** Throws when `computation` passes the table's figure for a batch of `items` (by RUN_VARIATION). */
export function checkMeasuredComputation(
  cost: ComputationCost,
  items: number,
  computation: number,
): void {
  const name = nameOf(cost);
  const recordTo = process.env.FLOWDECK_RECORD_COMPUTATION;
  if (recordTo) {
    appendFileSync(recordTo, `${JSON.stringify({ name, items, computation })}\n`);
    return;
  }
  const expected = cost.measured + (cost.perItem ?? 0) * (items - 1);
  if (computation > expected * RUN_VARIATION) {
    throw new Error(
      `${name} used ${computation} computation for ${items} item(s), more than the ${expected} compute-limits.ts measured: its limit no longer keeps its margin of ${cost.margin}. Measure it again (FLOWDECK_RECORD_COMPUTATION).`,
    );
  }
}

/**
 * A transaction's own events, without the fee's: under real fees the FlowFees contract withdraws
 * the fee from the payer and deposits it in its vault (four token events) and emits FeesDeducted,
 * after everything the transaction itself did.
 */
export function withoutFeeEvents(events: TransactionStatus['events']): TransactionStatus['events'] {
  const fees = events.findIndex((event) => event.type === FEES_DEDUCTED);
  if (fees === -1) return events;
  const feeMoves = events.slice(fees - 4, fees);
  const data: unknown = events[fees]?.data;
  const fee = typeof data === 'object' && data !== null && 'amount' in data ? data.amount : null;
  if (feeMoves.length !== 4 || feeMoves.some((event) => event.data.amount !== fee)) {
    throw new Error('the fee is not paid by the four token events before FeesDeducted');
  }
  return events.slice(0, fees - 4);
}
