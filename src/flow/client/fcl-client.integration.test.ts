// The app's FCL adapter, driven for real against the sandbox over loopback. Sign-in needs a
// browser (FCL's currentUser), so transactions are submitted with the wallet's HTTP/POST signer.
import { createFlowClient } from '@onflow/fcl';
import { httpTransport } from '@onflow/transport-http';
import type { TransactionStatus } from '@onflow/typedefs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/src/index.ts';
import {
  appCadence,
  clientFor,
  startTestSandbox,
  TRANSFER_FLOW,
  walletAuthz,
} from '../../../sandbox/test/helpers.ts';
import { encodeArguments } from '../cadence/define-cadence.ts';
import { getFlowBalanceScript } from '../cadence/scripts/get_flow_balance.ts';
import { createFlowConfig } from '../config.ts';
import { AccessNodeError, FlowError, parseFlowError } from '../errors.ts';
import { phaseOfStatus } from '../transactions/transaction-phase.ts';
import { fetchChainId } from './chain-id.ts';
import { createFclFlowClient } from './fcl-client.ts';
import type { CurrentUser, FlowClient } from './flow-client.ts';
import { withKnownChainId } from './known-chain-transport.ts';
import { createNetworkStorage, storedSession } from './network-storage.ts';
import { MemoryStorage } from './testing/memory-storage.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const DAVE = '0xe03daebed8ca0615';

/** Statuses seen through the adapter's subscription, until the transaction is final. */
function followUntilFinal(client: FlowClient, id: string): Promise<TransactionStatus[]> {
  return new Promise((resolve, reject) => {
    const seen: TransactionStatus[] = [];
    const unsubscribe = client.subscribeTransactionStatus(
      id,
      (status) => {
        seen.push(status);
        if (status.status >= 4 || status.statusCode === 1) {
          unsubscribe();
          resolve(seen);
        }
      },
      reject,
    );
  });
}

async function sendTransfer(
  sandbox: RunningSandbox,
  network: 'emulator' | 'testnet',
  amount: string,
  from: string,
  to: string,
) {
  return clientFor(sandbox, network).mutate({
    cadence: TRANSFER_FLOW,
    args: (arg, t) => [arg(amount, t.UFix64), arg(to, t.Address)],
    authz: walletAuthz(sandbox.walletUrl, from),
  });
}

describe('createFclFlowClient on the emulator chain (statuses over WebSocket, as on every chain)', () => {
  let sandbox: RunningSandbox;
  let client: FlowClient;

  beforeAll(async () => {
    sandbox = await startTestSandbox();
    client = createFclFlowClient(
      createFlowConfig('local', { accessNodeUrl: sandbox.accessNodeUrl }),
      new MemoryStorage(),
    );
  });
  afterAll(() => sandbox.close());

  it('reads the chain id without FCL, as FCL names it', async () => {
    expect(await fetchChainId(sandbox.accessNodeUrl)).toBe('local');
    expect(await fetchChainId(`${sandbox.accessNodeUrl}/`)).toBe('local');
  });

  it('runs a script with JSON-Cadence arguments and string imports', async () => {
    const balance = await client.query({
      cadence: getFlowBalanceScript.cadence,
      args: encodeArguments(getFlowBalanceScript, { address: ALICE }),
    });
    expect(balance).toBe('1000.00000000');
  });

  it('turns a failing script into an AccessNodeError carrying the parsed Cadence error', async () => {
    const error = await client
      .query({
        cadence: getFlowBalanceScript.cadence,
        args: encodeArguments(getFlowBalanceScript, { address: DAVE }),
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessNodeError);
    const accessError = error as AccessNodeError;
    expect(accessError.statusCode).toBe(400);
    expect(accessError.flowError?.code).toBe(1101);
    expect(accessError.flowError?.reason).toContain('has no FLOW balance capability');
    // FCL's own error message embeds the request body; none of it may leak.
    expect(accessError.message).not.toContain('"script"');
  });

  it('reads an account', async () => {
    const account = await client.getAccount(ALICE);
    expect(account.address).toBe('01cf0e2f2f715450');
    expect(account.keys.length).toBeGreaterThan(0);
  });

  it('follows a transaction to SEALED through the scoped client, without polling', async () => {
    await sandbox.control.clearRequests();
    const id = await sendTransfer(sandbox, 'emulator', '12.5', ALICE, BOB);
    const seen = await followUntilFinal(client, id);
    const last = seen.at(-1);
    expect(last && phaseOfStatus(last)).toBe('sealed');
    const polled = (await sandbox.control.requests()).filter((entry) =>
      entry.path.startsWith('/v1/transaction_results/'),
    );
    expect(polled).toEqual([]);
    expect((await client.getTransactionStatus(id)).status).toBe(4);
    expect(
      await client.query({
        cadence: getFlowBalanceScript.cadence,
        args: encodeArguments(getFlowBalanceScript, { address: BOB }),
      }),
    ).toBe('62.50000000');
  });

  it('reports a failed transaction with its Flow error', async () => {
    const id = await sendTransfer(sandbox, 'emulator', '5000.0', ALICE, BOB);
    const last = (await followUntilFinal(client, id)).at(-1);
    expect(last && phaseOfStatus(last)).toBe('failed');
    expect(parseFlowError(last?.errorMessage ?? '').code).toBe(1101);
  });
});

describe('createFclFlowClient.runScript (the script runner) against the sandbox', () => {
  let sandbox: RunningSandbox;
  let client: FlowClient;
  const flowBalance = appCadence('scripts/examples/flow_balance.cdc');
  const currentBlock = appCadence('scripts/examples/current_block.cdc');
  const sealedHeight = async () => {
    const response = await fetch(`${sandbox.accessNodeUrl}/v1/blocks?height=sealed`);
    const [block] = (await response.json()) as { header: { height: string } }[];
    return BigInt(block?.header.height ?? '0');
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ blockIntervalMs: 0 });
    client = createFclFlowClient(
      createFlowConfig('local', { accessNodeUrl: sandbox.accessNodeUrl }),
      new MemoryStorage(),
    );
    // Starting the sandbox parses every Cadence file (WebAssembly): slow on a busy machine.
  }, 60_000);
  afterAll(() => sandbox.close());

  it('resolves with the raw JSON-Cadence result, string imports resolved', async () => {
    expect(
      await client.runScript({ cadence: flowBalance, args: [{ type: 'Address', value: ALICE }] }),
    ).toEqual({ type: 'UFix64', value: '1000.00000000' });
  });

  it('runs at the latest sealed block, or at the height asked, with the state then', async () => {
    // Sealed lags final by two blocks: get a sealed height above 0 first.
    await sandbox.control.advanceBlocks(3);
    await sandbox.control.clearRequests();
    const before = await sealedHeight();
    expect(before).toBeGreaterThan(0n);
    const id = await sendTransfer(sandbox, 'emulator', '2.5', ALICE, BOB);
    await sandbox.control.advanceBlocks(3);
    expect((await client.getTransactionStatus(id)).status).toBe(4);
    const bob = [{ type: 'Address', value: BOB }] as const;
    expect(await client.runScript({ cadence: flowBalance, args: bob })).toEqual({
      type: 'UFix64',
      value: '52.50000000',
    });
    expect(
      await client.runScript({ cadence: flowBalance, args: bob, blockHeight: before }),
    ).toEqual({ type: 'UFix64', value: '50.00000000' });
    const block = await client.runScript({ cadence: currentBlock, blockHeight: before });
    expect(block.type === 'Struct' && block.value.fields[0]).toEqual({
      name: 'height',
      value: { type: 'UInt64', value: before.toString() },
    });
    const heights = (await sandbox.control.requests())
      .filter((entry) => entry.path === '/v1/scripts')
      .map((entry) => entry.query.block_height);
    expect(heights).toEqual(['sealed', String(before), String(before)]);
  });

  it('reports a height above the chain as not found', async () => {
    const error = await client
      .runScript({ cadence: currentBlock, blockHeight: (await sealedHeight()) + 1000n })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).statusCode).toBe(404);
  });

  it('reports Cadence the sandbox does not know as the node’s 400, with its explanation', async () => {
    const error = await client
      .runScript({ cadence: 'access(all) fun main(): Int { return 42 }' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).statusCode).toBe(400);
    expect((error as AccessNodeError).details).toContain('cannot execute arbitrary Cadence');
  });

  it('refuses heights the script runner does not take, without a request', async () => {
    await sandbox.control.clearRequests();
    for (const [blockHeight, message] of [
      [2n ** 60n, /at most 9007199254740991/],
      [0n, /height 0/],
    ] as const) {
      const error = await client
        .runScript({ cadence: currentBlock, blockHeight })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(FlowError);
      expect((error as FlowError).shortMessage).toMatch(message);
    }
    expect(await sandbox.control.requests()).toEqual([]);
  });
});

describe('createFclFlowClient on a non-emulator chain (status over WebSocket)', () => {
  let sandbox: RunningSandbox;
  let client: FlowClient;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ chainId: 'flow-testnet' });
    client = createFclFlowClient(
      createFlowConfig('testnet', { accessNodeUrl: sandbox.accessNodeUrl }),
      new MemoryStorage(),
    );
  });
  afterAll(() => sandbox.close());

  it('follows a transaction to SEALED without polling', async () => {
    const [alice, bob] = await sandbox.control.accounts();
    expect(await fetchChainId(sandbox.accessNodeUrl)).toBe('testnet');
    await sandbox.control.clearRequests();
    const id = await sendTransfer(
      sandbox,
      'testnet',
      '1.0',
      alice?.address ?? '',
      bob?.address ?? '',
    );
    const last = (await followUntilFinal(client, id)).at(-1);
    expect(last && phaseOfStatus(last)).toBe('sealed');
    const polled = (await sandbox.control.requests()).filter((entry) =>
      entry.path.startsWith('/v1/transaction_results/'),
    );
    expect(polled).toEqual([]);
  });
});

describe('FCL’s own chain lookups, answered by the app’s chain check', () => {
  let sandbox: RunningSandbox;
  beforeEach(async () => {
    sandbox = await startTestSandbox();
  });
  afterEach(() => sandbox.close());

  const chainLookups = async () =>
    (await sandbox.control.requests()).filter((entry) => entry.path === '/v1/network/parameters')
      .length;

  // FCL asks for the chain when it signs in or signs (its wallet messages name the network).
  it('asks the node nothing when the app knows the chain', async () => {
    const knownChainId = vi.fn(async () => 'local');
    const fcl = createFlowClient({
      accessNodeUrl: sandbox.accessNodeUrl,
      flowNetwork: 'local',
      transport: withKnownChainId(httpTransport, knownChainId),
    });
    expect(await fcl.getChainId()).toBe('local');
    expect(knownChainId).toHaveBeenCalled();
    expect(await chainLookups()).toBe(0);
  });

  it('lets FCL ask the node itself otherwise', async () => {
    const fcl = createFlowClient({ accessNodeUrl: sandbox.accessNodeUrl, flowNetwork: 'local' });
    expect(await fcl.getChainId()).toBe('local');
    expect(await chainLookups()).toBeGreaterThanOrEqual(1);
  });

  it('a script, a transaction and its statuses over the socket ask nothing about the chain', async () => {
    const client = createFclFlowClient(
      createFlowConfig('local', { accessNodeUrl: sandbox.accessNodeUrl }),
      new MemoryStorage(),
      { authorization: walletAuthz(sandbox.walletUrl, ALICE) },
    );
    await client.query({
      cadence: getFlowBalanceScript.cadence,
      args: encodeArguments(getFlowBalanceScript, { address: ALICE }),
    });
    const id = await client.mutate({
      cadence: TRANSFER_FLOW,
      args: [
        { type: 'UFix64', value: '1.00000000' },
        { type: 'Address', value: BOB },
      ],
      limit: 9999,
    });
    const statuses = await followUntilFinal(client, id);
    expect(phaseOfStatus(statuses.at(-1) ?? { status: 0, statusCode: 0 })).toBe('sealed');
    expect(await chainLookups()).toBe(0);
  });
});

describe('fetchChainId with no access node', () => {
  it('reports the node as unreachable', async () => {
    const error = await fetchChainId('http://127.0.0.1:9').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).kind).toBe('unreachable');
  });
});

/** A client on `storage`, and the users FCL reports through it, in order. */
function watchedClient(storage: Storage) {
  const client = createFclFlowClient(
    createFlowConfig('local', { accessNodeUrl: 'http://127.0.0.1:9' }),
    storage,
  );
  const users: CurrentUser[] = [];
  const waiters: (() => void)[] = [];
  const unsubscribe = client.subscribeCurrentUser((user) => {
    users.push(user);
    for (const wake of waiters.splice(0)) wake();
  });
  const nthUser = async (count: number) => {
    while (users.length < count) await new Promise<void>((wake) => waiters.push(wake));
    return users[count - 1] as CurrentUser;
  };
  return { client, nthUser, unsubscribe };
}

const isSignedIn = (user: CurrentUser) => Boolean(user.loggedIn && user.addr);

describe('storedSession, against what FCL restores', () => {
  const signedIn = (expiresAt: number | null) => ({
    f_type: 'User',
    f_vsn: '1.0.0',
    addr: ALICE,
    cid: 'cid',
    loggedIn: true,
    expiresAt,
    services: [],
  });

  // FCL warns that currentUser is meant for browsers; it works all the same.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['nothing stored', undefined, false],
    ['a signed-in user', signedIn(null), true],
    ['a signed-in user with a future expiry', signedIn(Date.now() + 3_600_000), true],
    ['an expired user', signedIn(Date.now() - 1000), false],
    ['a user stored with a wallet’s f_type USER', { ...signedIn(null), f_type: 'USER' }, true],
    [
      'an expiry stored as text, passed',
      { ...signedIn(null), expiresAt: String(Date.now() - 1000) },
      false,
    ],
    [
      'an expiry stored as text, to come',
      { ...signedIn(null), expiresAt: String(Date.now() + 3_600_000) },
      true,
    ],
  ])('agrees with FCL on %s', async (_name, stored, expected) => {
    const storage = new MemoryStorage() as unknown as Storage;
    if (stored !== undefined) {
      await createNetworkStorage('local', storage).put('CURRENT_USER', stored);
    }
    const { nthUser, unsubscribe } = watchedClient(storage);
    const restored = await nthUser(1);
    expect(isSignedIn(restored)).toBe(expected);
    // The user Flowdeck reads without FCL is the very user FCL restores.
    expect(storedSession('local', storage)).toEqual(
      expected ? { kind: 'signed-in', user: restored } : { kind: 'none' },
    );
    unsubscribe();
  });

  it('reports no session once FCL has signed the user out', async () => {
    const storage = new MemoryStorage() as unknown as Storage;
    await createNetworkStorage('local', storage).put('CURRENT_USER', signedIn(null));
    const { client, nthUser, unsubscribe } = watchedClient(storage);
    expect(isSignedIn(await nthUser(1))).toBe(true);
    client.unauthenticate();
    expect(isSignedIn(await nthUser(2))).toBe(false);
    // FCL keeps a signed-out user under the key rather than removing it.
    expect(storage.getItem('flowdeck:local:fcl:CURRENT_USER')).not.toBeNull();
    expect(storedSession('local', storage)).toEqual({ kind: 'none' });
    unsubscribe();
  });
});
