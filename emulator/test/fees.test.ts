/**
 * Fees on the real emulator started with `--transaction-fees`: the most a transaction can cost
 * (get_fee_estimate.cdc, FlowFees' own formula), what a transaction did cost (its FeesDeducted
 * event, read by the app's feePaidOf), and Send's Max (available FLOW less that maximum) sealing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeFees, INCLUSION_EFFORT } from '../../sandbox/src/fees.ts';
import {
  decodeAccountSummary,
  getAccountSummaryScript,
} from '../../src/flow/cadence/scripts/get_account_summary.ts';
import {
  decodeFeeEstimate,
  getFeeEstimateScript,
} from '../../src/flow/cadence/scripts/get_fee_estimate.ts';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import { DEFAULT_COMPUTE_LIMIT } from '../../src/flow/config.ts';
import { parseFlowError } from '../../src/flow/errors.ts';
import { spendableFlow } from '../../src/flow/spendable-flow.ts';
import { feePaidOf } from '../../src/flow/transactions/fee-paid.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import type { SeededAccount } from '../src/seed.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

describe('fees on the real emulator', () => {
  let seeded: SeededEmulator;
  let alice: SeededAccount;
  let bob: SeededAccount;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal', { transactionFees: true });
    alice = seeded.account('Alice');
    bob = seeded.account('Bob');
  });
  afterAll(() => seeded?.close());

  const maxFee = async (computeLimit: number) =>
    decodeFeeEstimate(
      await seeded.query(getFeeEstimateScript, { computeLimit: BigInt(computeLimit) }),
    );
  const summaryOf = async (account: SeededAccount) =>
    decodeAccountSummary(
      await seeded.query(getAccountSummaryScript, { address: account.address, countOnly: null }),
    );

  it('get_fee_estimate: FlowFees’ maximum for a compute limit, as the sandbox charges it', async () => {
    const atDefault = await maxFee(DEFAULT_COMPUTE_LIMIT);
    expect(atDefault).toBeGreaterThan(0n);
    expect(await maxFee(10)).toBeLessThanOrEqual(atDefault);
    // The sandbox's copy of the emulator's fee parameters gives the same figures.
    expect(atDefault).toBe(computeFees(INCLUSION_EFFORT, BigInt(DEFAULT_COMPUTE_LIMIT)));
    expect(await maxFee(10)).toBe(computeFees(INCLUSION_EFFORT, 10n));
  });

  it('a transfer pays a fee, reported by FeesDeducted, within the maximum shown before signing', async () => {
    const before = (await summaryOf(alice)).balance;
    const result = await seeded.send(alice, transferFlowTransaction, {
      amount: parseUFix64('1'),
      to: bob.address,
    });
    expect(phaseOfStatus(result)).toBe('sealed');
    const feePaid = feePaidOf(result.events, 'local');
    expect(feePaid).not.toBeNull();
    expect(feePaid).toBeGreaterThan(0n);
    expect(feePaid).toBeLessThanOrEqual(await maxFee(DEFAULT_COMPUTE_LIMIT));
    expect((await summaryOf(alice)).balance).toBe(before - parseUFix64('1') - (feePaid ?? 0n));
  });

  it('Max (available FLOW less the maximum fee) seals, and leaves the account its storage reserve', async () => {
    const fee = await maxFee(DEFAULT_COMPUTE_LIMIT);
    const { availableBalance } = await summaryOf(bob);
    const max = spendableFlow(availableBalance, fee);
    const result = await seeded.send(bob, transferFlowTransaction, {
      amount: max,
      to: alice.address,
    });
    expect(phaseOfStatus(result)).toBe('sealed');
    const after = await summaryOf(bob);
    expect(after.availableBalance).toBe(fee - (feePaidOf(result.events, 'local') ?? 0n));
    expect(after.balance).toBeGreaterThanOrEqual(after.storageReserve);
  });

  it('sending all available FLOW, keeping nothing for the fee, fails on chain', async () => {
    const issuer = seeded.account('Sandbox token issuer');
    const { availableBalance } = await summaryOf(issuer);
    const result = await seeded.send(issuer, transferFlowTransaction, {
      amount: availableBalance,
      to: alice.address,
    });
    expect(phaseOfStatus(result)).toBe('failed');
    // The fee comes out of the storage reserve, so the storage check fails (and reverts it all).
    expect(parseFlowError(result.errorMessage).code).toBe(1103);
    expect(result.errorMessage).toContain('storage limit check failed');
    expect((await summaryOf(issuer)).availableBalance).toBe(
      availableBalance - (feePaidOf(result.events, 'local') ?? 0n),
    );
  });
});
