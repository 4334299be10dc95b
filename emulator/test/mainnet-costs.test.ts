/**
 * The local emulator costs what mainnet costs (emulator/src/mainnet-costs.ts): by default the
 * world is seeded, then mainnet's execution-effort weights (FLIP 370) and fee parameters
 * (FLIP 351) are set on chain, so a FLOW transfer pays 0.0001 FLOW plus 0.00004 FLOW for each
 * unit of computation it used, and the most a transaction can cost at the 9999 limit is
 * 0.40006 FLOW. `costModel: 'emulator'` keeps the emulator's flat 0.00001 FLOW.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeFeeEstimate,
  getFeeEstimateScript,
} from '../../src/flow/cadence/scripts/get_fee_estimate.ts';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import { fallbackFeeReserve } from '../../src/flow/spendable-flow.ts';
import { feePaidOf } from '../../src/flow/transactions/fee-paid.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { computationReport } from '../src/computation-report.ts';
import { MAINNET_EXECUTION_EFFORT_WEIGHTS, MAINNET_FEE_PARAMETERS } from '../src/mainnet-costs.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

const FEES_DEDUCTED = 'A.e5a8b7f23e8b548f.FlowFees.FeesDeducted';

/**
 * Sends 1 FLOW from Alice to Bob: its fee, and the computation it used as the emulator reports
 * it. The access API's `computation_used` is always 0 on flow-emulator v1.20.0, so the figures
 * come from its computation report (admin API, `--computation-reporting`) and from FeesDeducted,
 * to which flow-go hands the computation used as 10^-8 units of UFix64.
 */
async function transfer(seeded: SeededEmulator) {
  const result = await seeded.send(seeded.account('Alice'), transferFlowTransaction, {
    amount: parseUFix64('1'),
    to: seeded.account('Bob').address,
  });
  expect(phaseOfStatus(result)).toBe('sealed');
  const report = await computationReport(seeded.emulator.adminUrl);
  const reported = report.transactions[result.id.replace(/^0x/, '')];
  const deducted = result.events.find((event) => event.type === FEES_DEDUCTED)?.data as
    | { executionEffort?: string; inclusionEffort?: string }
    | undefined;
  return {
    fee: feePaidOf(result.events, 'local'),
    computationUsed: BigInt(reported?.computation ?? -1),
    intensities: reported?.intensities ?? {},
    executionEffort: parseUFix64(deducted?.executionEffort ?? '0'),
    inclusionEffort: parseUFix64(deducted?.inclusionEffort ?? '0'),
  };
}

/** The computation `intensities` make under mainnet's weights (the meter's 16-bit fixed point). */
function mainnetComputation(intensities: Record<string, number>): bigint {
  let total = 0n;
  for (const { name, weight } of MAINNET_EXECUTION_EFFORT_WEIGHTS) {
    total += BigInt(weight) * BigInt(intensities[name] ?? 0);
  }
  return total >> 16n;
}

describe('the default local emulator costs what mainnet costs', () => {
  let seeded: SeededEmulator;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal', { computationReporting: true });
  });
  afterAll(() => seeded?.close());

  it('charges a FLOW transfer 0.0001 FLOW plus 0.00004 FLOW a unit of the computation it used', async () => {
    const { fee, computationUsed, intensities, executionEffort, inclusionEffort } =
      await transfer(seeded);
    expect(computationUsed).toBeGreaterThan(0n);
    // The meter weighed the transaction's work with mainnet's weights, and charged for it.
    expect(mainnetComputation(intensities)).toBe(computationUsed);
    expect(executionEffort).toBe(computationUsed);
    expect(inclusionEffort).toBe(parseUFix64('1.0'));
    expect(MAINNET_FEE_PARAMETERS.inclusionEffortCost).toBe(parseUFix64('0.0001'));

    // 0.00004 FLOW a unit, as the app reckons FLIP 351's fees.
    expect(fallbackFeeReserve(1) - fallbackFeeReserve(0)).toBe(parseUFix64('0.00004'));
    expect(fee).toBe(parseUFix64('0.0001') + computationUsed * parseUFix64('0.00004'));
    expect(fee).toBe(fallbackFeeReserve(Number(computationUsed)));
    // Under FLIP 370's weights a transfer uses some 90 units: 0.00362 FLOW (emulator weights: 16).
    expect(fee).toBeGreaterThan(parseUFix64('0.002'));
    expect(fee).toBeLessThan(parseUFix64('0.006'));
  });

  it('get_fee_estimate: at the 9999 limit a transaction costs at most 0.40006 FLOW', async () => {
    const atLimit = decodeFeeEstimate(
      await seeded.query(getFeeEstimateScript, { computeLimit: 9999n }),
    );
    expect(atLimit).toBe(parseUFix64('0.40006'));
    expect(atLimit).toBe(fallbackFeeReserve(9999));
  });
});

describe("costModel 'emulator' keeps the emulator's own costs", () => {
  let seeded: SeededEmulator;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal', {
      costModel: 'emulator',
      transactionFees: true,
      computationReporting: true,
    });
  });
  afterAll(() => seeded?.close());

  it('charges a FLOW transfer the flat 0.00001 FLOW', async () => {
    const { fee, computationUsed } = await transfer(seeded);
    expect(fee).toBe(parseUFix64('0.00001'));
    expect(computationUsed).toBeGreaterThan(0n);
    expect(computationUsed).toBeLessThan(60n);
  });
});
