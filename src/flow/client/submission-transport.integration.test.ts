// A submission whose answer is lost (reliability-cases.md case 8), through the app's FCL client
// against the sandbox: the transaction is followed by the id computed from what was signed.
import { httpTransport } from '@onflow/transport-http';
import type { SdkTransport } from '@onflow/typedefs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox, SandboxControl } from '../../../sandbox/src/index.ts';
import { connectSandboxControl } from '../../../sandbox/src/index.ts';
import { startTestSandbox, walletAuthz } from '../../../sandbox/test/helpers.ts';
import { encodeArguments } from '../cadence/define-cadence.ts';
import { transferFlowTransaction } from '../cadence/transactions/transfer_flow.ts';
import { createFlowConfig } from '../config.ts';
import { AccessNodeError, SubmissionUncertainError } from '../errors.ts';
import { phaseOfStatus } from '../transactions/transaction-phase.ts';
import { parseUFix64 } from '../ufix64.ts';
import { createFclFlowClient } from './fcl-client.ts';
import type { FlowClient, TransactionStatus } from './flow-client.ts';
import { idComparingTransport } from './testing/id-comparing-transport.ts';
import { MemoryStorage } from './testing/memory-storage.ts';
import { resendingTransport } from './testing/resending-transport.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';

let sandbox: RunningSandbox;
let control: SandboxControl;

beforeAll(async () => {
  sandbox = await startTestSandbox({ blockIntervalMs: 200 });
  control = connectSandboxControl(sandbox.accessNodeUrl);
}, 60_000);
afterAll(() => sandbox.close());
afterEach(() => control.clearFaults());

const clientOf = (transport?: SdkTransport): FlowClient =>
  createFclFlowClient(
    createFlowConfig('local', { accessNodeUrl: sandbox.accessNodeUrl }),
    new MemoryStorage(),
    { authorization: walletAuthz(sandbox.walletUrl, ALICE), ...(transport && { transport }) },
  );

const sendFlow = (client: FlowClient, amount: string) =>
  client.mutate({
    cadence: transferFlowTransaction.cadence,
    args: encodeArguments(transferFlowTransaction, { amount: parseUFix64(amount), to: BOB }),
  });

const submissions = async () =>
  (await control.requests()).filter(
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

function untilFinal(client: FlowClient, id: string): Promise<TransactionStatus> {
  return new Promise((resolve, reject) => {
    const unsubscribe = client.subscribeTransactionStatus(
      id,
      (status) => {
        if (status.status < 4 && status.statusCode === 0) return;
        unsubscribe();
        resolve(status);
      },
      reject,
    );
  });
}

describe('a submission whose answer is lost', () => {
  it('the node accepted it, then the connection dropped: uncertain, with the id the node knows; it seals', async () => {
    await control.failRoute('/v1/transactions', {
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
  }, 20_000);

  it('a refusal is not uncertain: a 400 from the node is its answer, nothing to follow', async () => {
    await control.failRoute('/v1/transactions', {
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

  it('an answer that arrives: the id the node returns is the one computed from the signed transaction', async () => {
    const { computed, transport } = idComparingTransport(httpTransport);
    const id = await sendFlow(clientOf(transport), '1');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(computed).toEqual([{ computed: id, returned: id }]);
  });
});
