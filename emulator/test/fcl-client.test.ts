// The app's FCL adapter, driven for real against the Flow emulator behind the fault proxy (which
// logs the requests the app sent). Sign-in needs a browser (FCL's currentUser), so transactions
// are signed in this process with the seeded accounts' test key.
import { createFlowClient } from '@onflow/fcl';
import { httpTransport } from '@onflow/transport-http';
import type { TransactionStatus } from '@onflow/typedefs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_EXAMPLES } from '../../src/features/scripts/examples.ts';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import { getFlowBalanceScript } from '../../src/flow/cadence/scripts/get_flow_balance.ts';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import { fetchChainId } from '../../src/flow/client/chain-id.ts';
import { createFclFlowClient } from '../../src/flow/client/fcl-client.ts';
import type { CurrentUser, FlowClient } from '../../src/flow/client/flow-client.ts';
import { withKnownChainId } from '../../src/flow/client/known-chain-transport.ts';
import { createNetworkStorage, storedSession } from '../../src/flow/client/network-storage.ts';
import { MemoryStorage } from '../../src/flow/client/testing/memory-storage.ts';
import { createFlowConfig } from '../../src/flow/config.ts';
import { AccessNodeError, FlowError, parseFlowError } from '../../src/flow/errors.ts';
import { phaseOfStatus } from '../../src/flow/transactions/transaction-phase.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { SERVICE_ACCOUNT } from '../src/local-signer.ts';
import type { SeededAccount } from '../src/seed.ts';
import { type ProxiedNode, proxyInFrontOf } from './proxied-client.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

/** Statuses seen through the adapter's subscription, until the transaction is final. */
function followUntilFinal(client: FlowClient, id: string): Promise<TransactionStatus[]> {
  return new Promise((resolve, reject) => {
    const seen: TransactionStatus[] = [];
    const unsubscribe = client.subscribeTransactionStatus(
      id,
      (status) => {
        seen.push(status);
        // The emulator's socket reports a failure with status_code 0: its error message says it.
        if (status.status >= 4 || status.errorMessage) {
          unsubscribe();
          resolve(seen);
        }
      },
      reject,
    );
  });
}

const lastPhase = (statuses: readonly TransactionStatus[]) => {
  const last = statuses.at(-1);
  return last && phaseOfStatus(last);
};

const sendFlow = (client: FlowClient, amount: string, to: SeededAccount) =>
  client.mutate({
    cadence: transferFlowTransaction.cadence,
    args: encodeArguments(transferFlowTransaction, { amount: parseUFix64(amount), to: to.address }),
  });

const example = (id: string) => {
  const found = SCRIPT_EXAMPLES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no example ${id}`);
  return found.cadence;
};

describe('createFclFlowClient on the real emulator', () => {
  let seeded: SeededEmulator;
  let node: ProxiedNode;
  let alice: SeededAccount;
  let bob: SeededAccount;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    node = await proxyInFrontOf(seeded);
    alice = seeded.account('Alice');
    bob = seeded.account('Bob');
  });
  afterAll(async () => {
    await node?.close();
    await seeded?.close();
  });

  const flowOf = async (account: SeededAccount) =>
    parseUFix64(String(await seeded.query(getFlowBalanceScript, { address: account.address })));
  const requestsTo = async (proxied: ProxiedNode, matches: (path: string) => boolean) =>
    (await proxied.control.requests()).filter((entry) => matches(entry.path));
  const statusPolls = (proxied: ProxiedNode) =>
    requestsTo(proxied, (path) => path.startsWith('/v1/transaction_results/'));

  describe('on the emulator chain (statuses over WebSocket, as on every chain)', () => {
    let client: FlowClient;
    beforeAll(() => {
      client = node.client({ signer: alice });
    });

    it('reads the chain id without FCL, as FCL names it', async () => {
      expect(await fetchChainId(node.url)).toBe('local');
      expect(await fetchChainId(`${node.url}/`)).toBe('local');
    });

    it('runs a script with JSON-Cadence arguments and string imports', async () => {
      const balance = await client.query({
        cadence: getFlowBalanceScript.cadence,
        args: encodeArguments(getFlowBalanceScript, { address: bob.address }),
      });
      expect(balance).toBe('50.00000000');
    });

    it('turns a failing script into an AccessNodeError carrying the parsed Cadence error', async () => {
      const error = await client
        .query({
          cadence: getFlowBalanceScript.cadence,
          // No account there (the world's Dave keeps his vault on the emulator).
          args: encodeArguments(getFlowBalanceScript, { address: '0x0000000000000bad' }),
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
      const account = await client.getAccount(alice.address);
      expect(account.address).toBe(alice.address.slice(2));
      expect(account.keys.length).toBeGreaterThan(0);
    });

    it('follows a transaction to SEALED through the scoped client, without polling', async () => {
      const bobBefore = await flowOf(bob);
      await node.control.clearRequests();
      const id = await sendFlow(client, '12.5', bob);
      expect(lastPhase(await followUntilFinal(client, id))).toBe('sealed');
      expect(await statusPolls(node)).toEqual([]);
      expect((await client.getTransactionStatus(id)).status).toBe(4);
      expect(await flowOf(bob)).toBe(bobBefore + parseUFix64('12.5'));
    });

    it('reports a failed transaction with its Flow error', async () => {
      const id = await sendFlow(client, '5000.0', bob);
      const statuses = await followUntilFinal(client, id);
      expect(lastPhase(statuses)).toBe('failed');
      expect(parseFlowError(statuses.at(-1)?.errorMessage ?? '').code).toBe(1101);
    });
  });

  describe('runScript (the script runner)', () => {
    let client: FlowClient;
    const flowBalance = example('flow-balance');
    const currentBlock = example('current-block');
    const sealedHeight = async () =>
      BigInt((await seeded.chain.fcl.block({ sealed: true })).height);

    beforeAll(() => {
      client = node.client();
    });

    it('resolves with the raw JSON-Cadence result, string imports resolved', async () => {
      const carol = seeded.account('Carol');
      expect(
        await client.runScript({
          cadence: flowBalance,
          args: [{ type: 'Address', value: carol.address }],
        }),
      ).toEqual({ type: 'UFix64', value: '0.00150000' });
    });

    it('runs at the latest sealed block, or at the height asked, with the state then', async () => {
      const before = await sealedHeight();
      expect(before).toBeGreaterThan(0n);
      const bobBefore = await flowOf(bob);
      const sent = await seeded.send(alice, transferFlowTransaction, {
        amount: parseUFix64('2.5'),
        to: bob.address,
      });
      expect(phaseOfStatus(sent)).toBe('sealed');
      await node.control.clearRequests();
      const bobArgs = [{ type: 'Address', value: bob.address }] as const;
      const balanceAt = async (blockHeight?: bigint) => {
        const result = await client.runScript({
          cadence: flowBalance,
          args: bobArgs,
          ...(blockHeight !== undefined && { blockHeight }),
        });
        return result.type === 'UFix64' ? parseUFix64(result.value) : null;
      };
      expect(await balanceAt()).toBe(bobBefore + parseUFix64('2.5'));
      expect(await balanceAt(before)).toBe(bobBefore);
      const block = await client.runScript({ cadence: currentBlock, blockHeight: before });
      expect(block.type === 'Struct' && block.value.fields[0]).toEqual({
        name: 'height',
        value: { type: 'UInt64', value: before.toString() },
      });
      const heights = (await requestsTo(node, (path) => path === '/v1/scripts')).map(
        (entry) => entry.query.block_height,
      );
      expect(heights).toEqual(['sealed', String(before), String(before)]);
    });

    // The emulator refuses it as a bad argument; a node answering 404 is read as not-found
    // (src/flow/errors/to-flow-error.test.ts).
    it('reports a height above the chain as the node’s 400, naming the missing block', async () => {
      const height = (await sealedHeight()) + 1000n;
      const error = await client
        .runScript({ cadence: currentBlock, blockHeight: height })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AccessNodeError);
      expect((error as AccessNodeError).statusCode).toBe(400);
      expect((error as AccessNodeError).details).toContain(
        `could not find block at height ${height}`,
      );
    });

    it('reports Cadence the node rejects as the node’s 400, with its explanation', async () => {
      const error = await client
        .runScript({ cadence: 'access(all) fun main(): Int { return "not an Int" }' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AccessNodeError);
      expect((error as AccessNodeError).statusCode).toBe(400);
      expect((error as AccessNodeError).details).toContain('mismatched types');
    });

    it('refuses heights the script runner does not take, without a request', async () => {
      await node.control.clearRequests();
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
      expect(await node.control.requests()).toEqual([]);
    });
  });

  describe('on a non-emulator chain (status over WebSocket)', () => {
    // The same emulator behind a proxy of its own that says it is testnet, as the network
    // switch's journey has it (its own URL: FCL caches each node's chain).
    let testnet: ProxiedNode;
    beforeAll(async () => {
      testnet = await proxyInFrontOf(seeded);
      await testnet.control.failRoute('/v1/network/parameters', {
        body: JSON.stringify({ chain_id: 'flow-testnet' }),
      });
    });
    afterAll(() => testnet?.close());

    it('follows a transaction to SEALED without polling', async () => {
      expect(await fetchChainId(testnet.url)).toBe('testnet');
      await testnet.control.clearRequests();
      // Sent on the emulator's own chain: testnet's imports would name testnet's contracts.
      const id = await sendFlow(node.client({ signer: alice }), '1.0', bob);
      const client = testnet.client({ network: 'testnet' });
      expect(lastPhase(await followUntilFinal(client, id))).toBe('sealed');
      const paths = (await testnet.control.requests()).map((entry) => entry.path);
      expect(paths).toContain('/v1/ws');
      expect(await statusPolls(testnet)).toEqual([]);
    });
  });

  describe('FCL’s own chain lookups, answered by the app’s chain check', () => {
    // A fresh node URL for each test: FCL caches each node's chain for the whole process.
    let fresh: ProxiedNode;
    beforeEach(async () => {
      fresh = await proxyInFrontOf(seeded);
    });
    afterEach(() => fresh.close());

    const chainLookups = async () =>
      (await requestsTo(fresh, (path) => path === '/v1/network/parameters')).length;

    // FCL asks for the chain when it signs in or signs (its wallet messages name the network).
    it('asks the node nothing when the app knows the chain', async () => {
      const knownChainId = vi.fn(async () => 'local');
      const fcl = createFlowClient({
        accessNodeUrl: fresh.url,
        flowNetwork: 'local',
        transport: withKnownChainId(httpTransport, knownChainId),
      });
      expect(await fcl.getChainId()).toBe('local');
      expect(knownChainId).toHaveBeenCalled();
      expect(await chainLookups()).toBe(0);
    });

    it('lets FCL ask the node itself otherwise', async () => {
      const fcl = createFlowClient({ accessNodeUrl: fresh.url, flowNetwork: 'local' });
      expect(await fcl.getChainId()).toBe('local');
      expect(await chainLookups()).toBeGreaterThanOrEqual(1);
    });

    it('a script, a transaction and its statuses over the socket ask nothing about the chain', async () => {
      const client = fresh.client({ signer: alice });
      await client.query({
        cadence: getFlowBalanceScript.cadence,
        args: encodeArguments(getFlowBalanceScript, { address: alice.address }),
      });
      const id = await client.mutate({
        cadence: transferFlowTransaction.cadence,
        args: encodeArguments(transferFlowTransaction, {
          amount: parseUFix64('1'),
          to: bob.address,
        }),
        limit: 9999,
      });
      expect(lastPhase(await followUntilFinal(client, id))).toBe('sealed');
      expect(await chainLookups()).toBe(0);
    });
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
  // Restoring a session asks no node: any address of the chain will do.
  const address = SERVICE_ACCOUNT.address;
  const signedIn = (expiresAt: number | null) => ({
    f_type: 'User',
    f_vsn: '1.0.0',
    addr: address,
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
