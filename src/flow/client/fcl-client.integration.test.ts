// The app's FCL adapter, driven for real against the sandbox over loopback. Sign-in needs a
// browser (FCL's currentUser), so transactions are submitted with the wallet's HTTP/POST signer.
import type { TransactionStatus } from '@onflow/typedefs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/src/index.ts';
import {
  clientFor,
  startTestSandbox,
  TRANSFER_FLOW,
  walletAuthz,
} from '../../../sandbox/test/helpers.ts';
import { encodeArguments } from '../cadence/define-cadence.ts';
import { getFlowBalanceScript } from '../cadence/scripts/get_flow_balance.ts';
import { createFlowConfig } from '../config.ts';
import { AccessNodeError, parseFlowError } from '../errors.ts';
import { transactionPhase } from '../transaction-phase.ts';
import { fetchChainId } from './chain-id.ts';
import { createFclFlowClient } from './fcl-client.ts';
import type { CurrentUser, FlowClient } from './flow-client.ts';
import { createNetworkStorage, hasStoredSession } from './network-storage.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const DAVE = '0xe03daebed8ca0615';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear = () => this.items.clear();
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

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

describe('createFclFlowClient on the emulator chain (status by polling)', () => {
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

  it('follows a transaction to SEALED through the scoped client', async () => {
    const id = await sendTransfer(sandbox, 'emulator', '12.5', ALICE, BOB);
    const seen = await followUntilFinal(client, id);
    const last = seen.at(-1);
    expect(last && transactionPhase(last)).toBe('sealed');
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
    expect(last && transactionPhase(last)).toBe('failed');
    expect(parseFlowError(last?.errorMessage ?? '').code).toBe(1101);
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
    expect(last && transactionPhase(last)).toBe('sealed');
    const polled = (await sandbox.control.requests()).filter((entry) =>
      entry.path.startsWith('/v1/transaction_results/'),
    );
    expect(polled).toEqual([]);
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

describe('hasStoredSession, against what FCL restores', () => {
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
  ])('agrees with FCL on %s', async (_name, stored, expected) => {
    const storage = new MemoryStorage() as unknown as Storage;
    if (stored !== undefined) {
      await createNetworkStorage('local', storage).put('CURRENT_USER', stored);
    }
    const { nthUser, unsubscribe } = watchedClient(storage);
    expect(isSignedIn(await nthUser(1))).toBe(expected);
    expect(hasStoredSession('local', storage)).toBe(expected);
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
    expect(hasStoredSession('local', storage)).toBe(false);
    unsubscribe();
  });
});
