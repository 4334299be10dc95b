import type { TransactionStatus } from '@onflow/typedefs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeFlowClient,
  transactionNotFoundError,
  transactionStatus,
} from '../react/testing/fake-flow-client.ts';
import { createTabs, MemoryStorage } from './testing/shared-storage.ts';
import { createTransactionStore, type TransactionStore } from './transaction-store.ts';
import { createTransactionTracker, type TransactionTracker } from './transaction-tracker.ts';

const ACCOUNT = '0x01cf0e2f2f715450';
const ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';
const OTHER_ID = 'b'.repeat(64);
const START = Date.UTC(2026, 0, 1);

const SEALED = { status: 4, statusString: 'SEALED' } as const;
const FAILED_MESSAGE =
  '[Error Code: 1101] error caused by: 1 error occurred:\n\t* transaction execute failed: ' +
  '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: pre-condition failed\n';

const trackers: TransactionTracker[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});

afterEach(() => {
  for (const tracker of trackers.splice(0)) tracker.stop();
  vi.useRealTimers();
});

function storeOn(storage: Storage, events: EventTarget | null = null): TransactionStore {
  return createTransactionStore({ network: 'testnet', account: ACCOUNT, storage, events });
}

function trackerFor(
  store: TransactionStore,
  client: FakeFlowClient,
  limits: { maxSubscriptions?: number } = {},
): TransactionTracker {
  const tracker = createTransactionTracker({ store, getClient: async () => client, limits });
  trackers.push(tracker);
  return tracker;
}

/** Lets the client load and subscriptions start, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

/** Answers getTransactionStatus from `answers` in turn, repeating the last one. */
function scriptStatuses(client: FakeFlowClient, answers: (Partial<TransactionStatus> | Error)[]) {
  let index = 0;
  client.transactionStatusResult = async () => {
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    if (answer instanceof Error) throw answer;
    return transactionStatus(answer);
  };
}

function sent(store: TransactionStore, id = ID) {
  return store.add({ id, title: 'Send 1 FLOW' });
}

describe('createTransactionTracker', () => {
  it('records each phase with the time it was first seen, and succeeds only when sealed', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    sent(store);
    const tracker = trackerFor(store, client);
    await settle();
    expect(client.statusSubscriptions.get(ID)).toBe(1);
    expect(tracker.tracking(ID)).toEqual({ via: 'subscription', notFoundSince: null });

    vi.setSystemTime(START + 1_000);
    client.emitStatus(ID, { status: 1 });
    vi.setSystemTime(START + 2_000);
    client.emitStatus(ID, { status: 2 });
    vi.setSystemTime(START + 3_000);
    client.emitStatus(ID, { status: 3 });
    expect(store.get(ID)).toMatchObject({ phase: 'executed', final: false });
    vi.setSystemTime(START + 5_000);
    client.emitStatus(ID, SEALED);

    expect(store.get(ID)).toMatchObject({
      phase: 'sealed',
      final: true,
      errorMessage: null,
      phaseTimes: {
        pending: START,
        finalized: START + 2_000,
        executed: START + 3_000,
        sealed: START + 5_000,
      },
    });
    expect(client.statusSubscriptions.get(ID)).toBe(0);
    expect(tracker.tracking(ID)).toBeNull();
  });

  it('records a transaction sealed with an error as failed, with its raw message', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    sent(store);
    trackerFor(store, client);
    await settle();
    client.emitStatus(ID, { status: 4, statusCode: 1, errorMessage: FAILED_MESSAGE });
    expect(store.get(ID)).toMatchObject({
      phase: 'failed',
      final: true,
      errorMessage: FAILED_MESSAGE,
    });
    expect(store.get(ID)?.phaseTimes.sealed).toBeUndefined();
    expect(client.statusSubscriptions.get(ID)).toBe(0);
  });

  it('records EXPIRED as expired (a failure), never as sealed', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    sent(store);
    trackerFor(store, client);
    await settle();
    client.emitStatus(ID, { status: 5, statusString: 'EXPIRED', statusCode: 0 });
    expect(store.get(ID)).toMatchObject({ phase: 'expired', final: true });
    expect(store.get(ID)?.phaseTimes.sealed).toBeUndefined();
  });

  it('polls once the subscription fails, until sealed, then stops', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    sent(store);
    const tracker = trackerFor(store, client);
    await settle();
    client.emitStatus(ID, { status: 1 });
    scriptStatuses(client, [{ status: 2 }, { status: 3 }, SEALED]);

    client.emitStatusError(ID, new Error('Failed to reconnect to the server after 5 attempts'));
    expect(client.statusSubscriptions.get(ID)).toBe(0);
    expect(tracker.tracking(ID)?.via).toBe('polling');
    await settle();
    expect(client.statusReads).toEqual([ID]);
    expect(store.get(ID)?.phase).toBe('finalized');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.get(ID)?.phase).toBe('executed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.get(ID)).toMatchObject({ phase: 'sealed', final: true });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.statusReads).toHaveLength(3);
  });

  it('polls when the subscription stays silent past the watchdog', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    sent(store);
    const tracker = trackerFor(store, client);
    await settle();
    scriptStatuses(client, [SEALED]);
    await vi.advanceTimersByTimeAsync(14_000);
    client.emitStatus(ID, { status: 1 });
    await vi.advanceTimersByTimeAsync(14_000);
    expect(client.statusReads).toEqual([]);
    expect(tracker.tracking(ID)?.via).toBe('subscription');

    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(client.statusSubscriptions.get(ID)).toBe(0);
    expect(client.statusReads).toEqual([ID]);
    expect(store.get(ID)?.phase).toBe('sealed');
  });

  it('treats "not found" as still propagating, never as failed', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    sent(store);
    const tracker = trackerFor(store, client);
    await settle();
    scriptStatuses(client, [transactionNotFoundError(ID)]);
    // FCL's own polling (emulator chains) gives up on a 404 after 12.5 s with this error.
    vi.setSystemTime(START + 12_500);
    client.emitStatusError(
      ID,
      new Error('TX status polling failed: no transaction was found within timeout interval'),
    );
    await settle();
    expect(tracker.tracking(ID)).toEqual({ via: 'polling', notFoundSince: START + 12_500 });

    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.get(ID)).toMatchObject({ phase: 'pending', final: false });
    expect(client.statusReads.length).toBeGreaterThan(50);

    scriptStatuses(client, [{ status: 1 }, SEALED]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tracker.tracking(ID)?.notFoundSince).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(store.get(ID)?.phase).toBe('sealed');
  });

  it('settles as not-found (unknown, not failed) only long after the expiry window', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    store.add({ id: ID, title: 'Old', createdAt: START - 14 * 60_000 });
    scriptStatuses(client, [transactionNotFoundError(ID)]);
    trackerFor(store, client, { maxSubscriptions: 0 });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(store.get(ID)?.final).toBe(false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(store.get(ID)).toMatchObject({ phase: 'not-found', final: true });
    const reads = client.statusReads.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.statusReads).toHaveLength(reads);
  });

  it('backs off while the access node keeps failing, with no hot loop', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    sent(store);
    scriptStatuses(client, [new Error('HTTP 503')]);
    trackerFor(store, client, { maxSubscriptions: 0 });
    await vi.advanceTimersByTimeAsync(60_000);
    // 1 + 2 + 4 + 8 + 16 + 30 s between attempts: 6 reads in the first minute.
    expect(client.statusReads.length).toBeLessThanOrEqual(7);
    expect(store.get(ID)?.final).toBe(false);
  });

  it('resumes every unfinished transaction after a reload', async () => {
    const storage = new MemoryStorage();
    const before = storeOn(storage);
    sent(before);
    sent(before, OTHER_ID);
    before.recordStatus(OTHER_ID, { status: 4, statusCode: 0, errorMessage: '' });
    const firstClient = new FakeFlowClient('testnet');
    const first = trackerFor(before, firstClient);
    await settle();
    firstClient.emitStatus(ID, { status: 2 });
    first.stop();
    before.dispose();
    expect(firstClient.statusSubscriptions.get(ID)).toBe(0);

    const client = new FakeFlowClient('testnet');
    const after = storeOn(storage);
    trackerFor(after, client);
    await settle();
    expect(client.statusSubscriptions.get(ID)).toBe(1);
    expect(client.statusSubscriptions.has(OTHER_ID)).toBe(false);
    expect(after.get(ID)?.phase).toBe('finalized');
    client.emitStatus(ID, SEALED);
    expect(after.get(ID)?.phase).toBe('sealed');
  });

  it('keeps one entry per transaction across two tabs, each following it once', async () => {
    const [tabA, tabB] = createTabs(2);
    if (!tabA || !tabB) throw new Error('two tabs expected');
    const storeA = storeOn(tabA.storage, tabA.events);
    const storeB = storeOn(tabB.storage, tabB.events);
    const clientA = new FakeFlowClient('testnet');
    const clientB = new FakeFlowClient('testnet');
    trackerFor(storeA, clientA);
    trackerFor(storeB, clientB);

    sent(storeA);
    sent(storeA);
    await settle();
    expect(storeB.list()).toHaveLength(1);
    expect(clientA.statusSubscriptions.get(ID)).toBe(1);
    expect(clientB.statusSubscriptions.get(ID)).toBe(1);

    clientB.emitStatus(ID, { status: 2 });
    expect(storeA.get(ID)?.phase).toBe('finalized');
    clientB.emitStatus(ID, SEALED);
    expect(storeA.get(ID)).toMatchObject({ phase: 'sealed', final: true });
    expect(storeA.list()).toHaveLength(1);
    // Tab A stops following what tab B saw settle.
    expect(clientA.statusSubscriptions.get(ID)).toBe(0);
  });

  it('keeps live subscriptions under the cap and polls the rest', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    const ids = ['1', '2', '3'].map((digit) => digit.repeat(64));
    for (const id of ids) sent(store, id);
    scriptStatuses(client, [{ status: 1 }]);
    const tracker = trackerFor(store, client, { maxSubscriptions: 2 });
    await settle();
    const live = ids.filter((id) => client.statusSubscriptions.get(id) === 1);
    expect(live).toHaveLength(2);
    expect(ids.map((id) => tracker.tracking(id)?.via).sort()).toEqual([
      'polling',
      'subscription',
      'subscription',
    ]);
    expect(new Set(client.statusReads)).toEqual(new Set(ids.filter((id) => !live.includes(id))));
  });

  it('notifies listeners of tracking changes and stops everything on stop()', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    sent(store);
    const tracker = trackerFor(store, client);
    const listener = vi.fn();
    tracker.subscribe(listener);
    await settle();
    scriptStatuses(client, [{ status: 1 }]);
    client.emitStatusError(ID, new Error('socket closed'));
    expect(listener).toHaveBeenCalled();
    tracker.stop();
    const reads = client.statusReads.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.statusReads).toHaveLength(reads);
    sent(store, OTHER_ID);
    await settle();
    expect(client.statusSubscriptions.has(OTHER_ID)).toBe(false);
  });
});

describe('what the tracker heard of a transaction', () => {
  it('keeps the latest status with a phase and the latest problem, and the final status once followed no more', async () => {
    const client = new FakeFlowClient('testnet');
    const store = storeOn(new MemoryStorage());
    sent(store);
    const tracker = trackerFor(store, client);
    const changes = vi.fn();
    tracker.subscribe(changes);
    await settle();
    expect(tracker.heardOf(ID)).toBeNull();

    // UNKNOWN: the node does not know it yet, which says nothing.
    client.emitStatus(ID, { status: 0 });
    expect(tracker.heardOf(ID)).toBeNull();
    client.emitStatus(ID, { status: 1 });
    const pending = tracker.heardOf(ID);
    expect(pending?.status?.status).toBe(1);
    expect(tracker.heardOf(ID)).toBe(pending);

    scriptStatuses(client, [new Error('HTTP 503: unavailable')]);
    client.emitStatusError(ID, new Error('Failed to reconnect to the server after 5 attempts'));
    expect(tracker.heardOf(ID)?.problem?.message).toMatch(/reconnect/);
    expect(tracker.heardOf(ID)?.status?.status).toBe(1);
    await settle();
    expect(tracker.heardOf(ID)?.problem?.message).toMatch(/503/);

    scriptStatuses(client, [{ ...SEALED, events: [] }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.get(ID)?.phase).toBe('sealed');
    expect(tracker.tracking(ID)).toBeNull();
    expect(tracker.heardOf(ID)).toMatchObject({ status: { status: 4 }, problem: null });
    expect(changes).toHaveBeenCalled();
  });

  it('forgets a transaction once the store no longer has it, and everything once stopped', async () => {
    const client = new FakeFlowClient('testnet');
    const storage = new MemoryStorage();
    const store = storeOn(storage);
    sent(store);
    const tracker = trackerFor(store, client);
    await settle();
    client.emitStatus(ID, SEALED);
    expect(tracker.heardOf(ID)?.status?.status).toBe(4);
    // Cleared in another tab (storage emptied): the store reads it again and has nothing.
    storage.clear();
    store.recordStatus(OTHER_ID, { status: 1, statusCode: 0, errorMessage: '' });
    expect(store.list()).toEqual([]);
    expect(tracker.heardOf(ID)).toBeNull();

    sent(store, OTHER_ID);
    await settle();
    client.emitStatus(OTHER_ID, { status: 1 });
    expect(tracker.heardOf(OTHER_ID)).not.toBeNull();
    tracker.stop();
    expect(tracker.heardOf(OTHER_ID)).toBeNull();
  });
});
