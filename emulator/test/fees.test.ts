/**
 * Fees on the default local emulator, which costs what mainnet costs (mainnet-costs.ts): the most
 * a transaction can cost at each compute limit the app signs with (get_fee_estimate.cdc, FlowFees'
 * own formula), what a transaction did cost (its FeesDeducted event, read by the app's
 * feePaidOf), Send's Max sealing, and an account short of the maximum fee: the reason the app
 * checks the payer before the wallet opens (payer-check.ts) and signs with measured limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPUTATION,
  computeLimit,
  MAX_COMPUTE_LIMIT,
} from '../../src/flow/cadence/compute-limits.ts';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import {
  decodeAccountSummary,
  getAccountSummaryScript,
} from '../../src/flow/cadence/scripts/get_account_summary.ts';
import {
  decodeFeeEstimate,
  getFeeEstimateScript,
} from '../../src/flow/cadence/scripts/get_fee_estimate.ts';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import { parseFlowError } from '../../src/flow/errors.ts';
import { payerShortfall } from '../../src/flow/payer-check.ts';
import { fallbackFeeReserve, spendableFlow } from '../../src/flow/spendable-flow.ts';
import { feePaidOf } from '../../src/flow/transactions/fee-paid.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import type { SeededAccount } from '../src/seed.ts';
import { type SeededEmulator, startSeededEmulator, untilFinal } from './seeded-emulator.ts';

const TRANSFER_LIMIT = computeLimit(COMPUTATION.transfer_flow);

describe('fees on the real emulator, at mainnet’s costs', () => {
  let seeded: SeededEmulator;
  let alice: SeededAccount;
  let bob: SeededAccount;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
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
      await seeded.query(getAccountSummaryScript, {
        address: account.address,
        countOnly: null,
        valued: [],
      }),
    );

  it('get_fee_estimate: FlowFees’ maximum for each limit, as the app’s fallback reckons it', async () => {
    expect(await maxFee(MAX_COMPUTE_LIMIT)).toBe(parseUFix64('0.40006'));
    for (const limit of [TRANSFER_LIMIT, computeLimit(COMPUTATION.bridge_nfts_from_evm, 3)]) {
      expect(await maxFee(limit)).toBe(fallbackFeeReserve(limit));
    }
  });

  it('a transfer pays a fee, reported by FeesDeducted, within the maximum shown before signing', async () => {
    const before = (await summaryOf(alice)).balance;
    const result = await seeded.send(alice, transferFlowTransaction, {
      amount: parseUFix64('1'),
      to: bob.address,
    });
    expect(phaseOfStatus(result)).toBe('sealed');
    const feePaid = feePaidOf(result.events, 'local') ?? 0n;
    // About 0.0035 FLOW: 0.0001 + some 90 units of computation at 0.00004.
    expect(feePaid).toBeGreaterThan(parseUFix64('0.002'));
    expect(feePaid).toBeLessThan(parseUFix64('0.006'));
    expect(feePaid).toBeLessThanOrEqual(await maxFee(TRANSFER_LIMIT));
    expect((await summaryOf(alice)).balance).toBe(before - parseUFix64('1') - feePaid);
  });

  it('Max (available FLOW less the maximum fee) seals, and leaves the account its storage reserve', async () => {
    const fee = await maxFee(TRANSFER_LIMIT);
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

  it('sending all available FLOW, keeping nothing for the fee, fails on chain and still pays', async () => {
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
    const feePaid = feePaidOf(result.events, 'local') ?? 0n;
    expect(feePaid).toBeGreaterThan(0n);
    expect((await summaryOf(issuer)).availableBalance).toBe(availableBalance - feePaid);
  });

  it('0.30 FLOW cannot send at limit 9999 (1103, fee charged), as the app says before signing; at the measured limit it can', async () => {
    // Alice keeps about 0.30 FLOW.
    const start = await summaryOf(alice);
    const drain = await seeded.send(alice, transferFlowTransaction, {
      amount: start.balance - parseUFix64('0.3') - (await maxFee(TRANSFER_LIMIT)),
      to: bob.address,
    });
    expect(phaseOfStatus(drain)).toBe('sealed');
    const low = await summaryOf(alice);
    expect(low.balance).toBeGreaterThan(parseUFix64('0.29'));
    expect(low.balance).toBeLessThan(parseUFix64('0.31'));
    const amount = parseUFix64('0.01');

    // What the app's review decides, from the figures it reads.
    const atMax = payerShortfall(low, amount, await maxFee(MAX_COMPUTE_LIMIT));
    expect(atMax?.needed).toBe(low.storageReserve + amount + parseUFix64('0.40006'));
    expect(payerShortfall(low, amount, await maxFee(TRANSFER_LIMIT))).toBeNull();

    // What the chain does when the wallet signs at 9999 anyway.
    const client = seeded.client(alice);
    const id = await client.mutate({
      cadence: transferFlowTransaction.cadence,
      args: encodeArguments(transferFlowTransaction, { amount, to: bob.address }),
      limit: MAX_COMPUTE_LIMIT,
    });
    const refused = await untilFinal(client, id);
    expect(phaseOfStatus(refused)).toBe('failed');
    expect(parseFlowError(refused.errorMessage).code).toBe(1103);
    const charged = feePaidOf(refused.events, 'local') ?? 0n;
    expect(charged).toBeGreaterThan(parseUFix64('0.002'));
    expect((await summaryOf(alice)).balance).toBe(low.balance - charged);

    // At the app's measured limit the same send seals.
    const sent = await seeded.send(alice, transferFlowTransaction, { amount, to: bob.address });
    expect(phaseOfStatus(sent)).toBe('sealed');
  });
});
