// A submission whose answer is lost (reliability-cases.md case 8), through the app's FCL client
// against the real emulator behind the fault proxy: the transaction is followed by the id
// computed from what was signed.
import { httpTransport } from '@onflow/transport-http';
import type { SdkTransport } from '@onflow/typedefs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import type { FlowClient } from '../../src/flow/client/flow-client.ts';
import { resendingTransport } from '../../src/flow/client/testing/resending-transport.ts';
import { AccessNodeError, SubmissionUncertainError } from '../../src/flow/errors.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { type ProxiedNode, proxyInFrontOf } from './proxied-client.ts';
import { type SeededEmulator, startSeededEmulator, untilFinal } from './seeded-emulator.ts';

describe('a submission whose answer is lost', () => {
  let seeded: SeededEmulator;
  let node: ProxiedNode;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    node = await proxyInFrontOf(seeded);
  });
  afterAll(async () => {
    await node?.close();
    await seeded?.close();
  });
  afterEach(() => node.control.clearFaults());

  const clientOf = (transport?: SdkTransport): FlowClient =>
    node.client({ signer: seeded.account('Alice'), ...(transport && { transport }) });

  const sendFlow = (client: FlowClient, amount: string) =>
    client.mutate({
      cadence: transferFlowTransaction.cadence,
      args: encodeArguments(transferFlowTransaction, {
        amount: parseUFix64(amount),
        to: seeded.account('Bob').address,
      }),
    });

  const submissions = async () =>
    (await node.control.requests()).filter(
      (entry) => entry.method === 'POST' && entry.path === '/v1/transactions',
    );

  /** The error `promise` rejects with (fails the test if it resolves). */
  async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
    try {
      await promise;
    } catch (error) {
      return error;
    }
    throw new Error('expected a rejection');
  }

  it('the node accepted it, then the connection dropped: uncertain, with the id the node knows; it seals', async () => {
    await node.control.failRoute('/v1/transactions', {
      method: 'POST',
      afterHandling: 'drop',
      times: 1,
    });
    const before = (await submissions()).length;
    const client = clientOf();
    const error = await rejectionOf(sendFlow(client, '1.5'));
    expect(error).toBeInstanceOf(SubmissionUncertainError);
    const { txId } = error as SubmissionUncertainError;
    expect(txId).toMatch(/^[0-9a-f]{64}$/);
    // A dropped connection is not retried by FCL: one request, which the node did accept.
    expect((await submissions()).length - before).toBe(1);
    expect(phaseOfStatus(await untilFinal(client, txId))).toBe('sealed');
  });

  it('FCL’s retry meets 500 "already been submitted": uncertain, with the same id; it seals', async () => {
    const before = (await submissions()).length;
    const client = clientOf(resendingTransport(httpTransport));
    const error = await rejectionOf(sendFlow(client, '2.5'));
    expect(error).toBeInstanceOf(SubmissionUncertainError);
    const uncertain = error as SubmissionUncertainError;
    expect(uncertain.details).toContain(
      `transaction with ID ${uncertain.txId} has already been submitted`,
    );
    // The accepted first request, then the resent one and FCL's 5 retries of its 500.
    const sent = (await submissions()).slice(before);
    expect(sent.map((entry) => entry.status)).toEqual([200, 500, 500, 500, 500, 500, 500]);
    expect(phaseOfStatus(await untilFinal(client, uncertain.txId))).toBe('sealed');
  }, 30_000);

  it('a refusal is not uncertain: a 400 from the node is its answer, nothing to follow', async () => {
    await node.control.failRoute('/v1/transactions', {
      method: 'POST',
      status: 400,
      body: JSON.stringify({
        code: 400,
        message: 'Invalid Flow argument: transaction is expired: ref_height=1 final_height=700',
      }),
      times: 1,
    });
    const error = await rejectionOf(sendFlow(clientOf(), '1'));
    expect(error).toBeInstanceOf(AccessNodeError);
    expect(error).not.toBeInstanceOf(SubmissionUncertainError);
  });
});
