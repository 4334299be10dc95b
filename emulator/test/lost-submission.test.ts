/**
 * A submission whose answer is lost, on the real emulator (reliability-cases.md case 8): the id
 * the app computes from the signed transaction is the emulator's, and a resubmission of the same
 * transaction is answered 500 "already been submitted", which the
 * app reads as "uncertain, follow it by id", never as a refusal.
 */
import { httpTransport } from '@onflow/transport-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import type { FlowClient } from '../../src/flow/client/flow-client.ts';
import { idComparingTransport } from '../../src/flow/client/testing/id-comparing-transport.ts';
import { resendingTransport } from '../../src/flow/client/testing/resending-transport.ts';
import { SubmissionUncertainError } from '../../src/flow/errors.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import type { SeededAccount } from '../src/seed.ts';
import { type SeededEmulator, startSeededEmulator, untilFinal } from './seeded-emulator.ts';

describe('a submission whose answer is lost, on the real emulator', () => {
  let seeded: SeededEmulator;
  let alice: SeededAccount;
  let bob: SeededAccount;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    alice = seeded.account('Alice');
    bob = seeded.account('Bob');
  });
  afterAll(() => seeded?.close());

  const sendFlow = (client: FlowClient, amount: string) =>
    client.mutate({
      cadence: transferFlowTransaction.cadence,
      args: encodeArguments(transferFlowTransaction, {
        amount: parseUFix64(amount),
        to: bob.address,
      }),
    });

  it('the id computed from the signed transaction is the one the emulator returns', async () => {
    const { computed, transport } = idComparingTransport(httpTransport);
    const id = await sendFlow(seeded.client(alice, transport), '1');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(computed).toEqual([{ computed: id, returned: id }]);
  });

  it('FCL’s retry of an accepted transaction meets 500 "already been submitted": uncertain, same id, sealed', async () => {
    const client = seeded.client(alice, resendingTransport(httpTransport));
    let caught: unknown;
    try {
      await sendFlow(client, '2');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SubmissionUncertainError);
    const uncertain = caught as SubmissionUncertainError;
    expect(uncertain.details).toBe(
      `Invalid Flow request: transaction with ID ${uncertain.txId} has already been submitted`,
    );
    expect(phaseOfStatus(await untilFinal(client, uncertain.txId))).toBe('sealed');
  }, 30_000);
});
