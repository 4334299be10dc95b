import { describe, expect, it, vi } from 'vitest';
import { systemContractAddress } from '../contracts.ts';
import { MAX_TRACKED_TRANSACTIONS, serializeTransactions } from './stored-transactions.ts';
import { createTabs, MemoryStorage } from './testing/shared-storage.ts';
import { createTransactionStore, InvalidTransactionIdError } from './transaction-store.ts';

const ACCOUNT = '0x01cf0e2f2f715450';
const KEY = `flowdeck:testnet:${ACCOUNT}:transactions`;
const ID_A = 'a'.repeat(64);
const ID_B = 'b'.repeat(64);
const txId = (n: number) => n.toString(16).padStart(64, '0');

const storeOn = (storage: Storage | null, events: EventTarget | null = null, account = ACCOUNT) =>
  createTransactionStore({ network: 'testnet', account, storage, events, now: () => 1_000 });

const storedEntry = (overrides: Record<string, unknown> = {}) => ({
  id: ID_A,
  network: 'testnet',
  account: ACCOUNT,
  title: 'Send 1 FLOW',
  createdAt: 1_000,
  phases: { pending: 1_000 },
  errorMessage: null,
  feePaid: null,
  final: false,
  announced: [],
  ...overrides,
});

const stored = (...transactions: unknown[]) => JSON.stringify({ version: 1, transactions });

describe('createTransactionStore', () => {
  it('keeps entries per network and account, newest first, and reads them back', () => {
    const storage = new MemoryStorage();
    const store = storeOn(storage, null, '01CF0E2F2F715450');
    expect(store.storageKey).toBe(KEY);
    store.add({ id: ID_A, title: 'First', createdAt: 1_000 });
    store.add({ id: ID_B.toUpperCase(), title: 'Second', createdAt: 2_000 });
    expect(store.list().map((entry) => entry.id)).toEqual([ID_B, ID_A]);
    expect(store.get(ID_A)).toMatchObject({
      network: 'testnet',
      account: ACCOUNT,
      title: 'First',
      createdAt: 1_000,
      phase: 'pending',
      phaseTimes: { pending: 1_000 },
      errorMessage: null,
      final: false,
    });

    const reloaded = storeOn(storage);
    expect(reloaded.list()).toEqual(store.list());
    expect(
      createTransactionStore({ network: 'mainnet', account: ACCOUNT, storage }).list(),
    ).toEqual([]);
    expect(storeOn(storage, null, '0xf8d6e0586b0a20c7').list()).toEqual([]);
  });

  it('never adds an id twice and keeps the first record', () => {
    const store = storeOn(new MemoryStorage());
    store.add({ id: ID_A, title: 'Send', createdAt: 1_000 });
    store.add({ id: ID_A, title: 'Again', createdAt: 5_000 });
    expect(store.list()).toHaveLength(1);
    expect(store.get(ID_A)?.title).toBe('Send');
  });

  it('refuses an id that is not 64 hex digits', () => {
    const store = storeOn(new MemoryStorage());
    expect(() => store.add({ id: 'not-an-id', title: 'x' })).toThrow(InvalidTransactionIdError);
    expect(() => store.add({ id: 'a'.repeat(63), title: 'x' })).toThrow(InvalidTransactionIdError);
    expect(store.list()).toEqual([]);
  });

  it('keeps titles to one line of plain text', () => {
    const store = storeOn(new MemoryStorage());
    const entry = store.add({ id: ID_A, title: ` Send\u202E 1\nFLOW\u200B ${'x'.repeat(300)}` });
    expect(entry.title.startsWith('Send 1 FLOW x')).toBe(true);
    expect(Array.from(entry.title)).toHaveLength(200);
    expect(store.add({ id: ID_B, title: '\u0000 \n' }).title).toBe('Transaction');
  });

  it('records the time each phase was first seen, and stops at the first final phase', () => {
    const store = storeOn(new MemoryStorage());
    store.add({ id: ID_A, title: 'Send', createdAt: 1_000 });
    store.recordStatus(ID_A, { status: 2, statusCode: 0, errorMessage: '' }, 2_000);
    store.recordStatus(ID_A, { status: 2, statusCode: 0, errorMessage: '' }, 2_500);
    store.recordStatus(ID_A, { status: 4, statusCode: 0, errorMessage: '' }, 4_000);
    expect(store.get(ID_A)).toMatchObject({
      phase: 'sealed',
      final: true,
      phaseTimes: { pending: 1_000, finalized: 2_000, executed: 4_000, sealed: 4_000 },
    });
    store.recordStatus(ID_A, { status: 4, statusCode: 1, errorMessage: 'late' }, 5_000);
    expect(store.get(ID_A)?.phase).toBe('sealed');
    expect(store.get(ID_A)?.errorMessage).toBeNull();
  });

  it('learns the fee paid from the FeesDeducted event, also after the phase, and keeps it', () => {
    const storage = new MemoryStorage();
    const store = storeOn(storage);
    store.add({ id: ID_A, title: 'Send', createdAt: 1_000 });
    const feesDeducted = {
      type: `A.${systemContractAddress('testnet', 'FlowFees').slice(2)}.FlowFees.FeesDeducted`,
      transactionId: ID_A,
      blockId: 'c'.repeat(64),
      blockHeight: 7,
      blockTimestamp: '2026-11-26T00:00:00Z',
      transactionIndex: 0,
      eventIndex: 0,
      data: { amount: '0.00001234' },
    };
    store.recordStatus(ID_A, { status: 3, statusCode: 0, errorMessage: '' }, 2_000);
    expect(store.get(ID_A)?.feePaid).toBeNull();
    store.recordStatus(
      ID_A,
      { status: 3, statusCode: 0, errorMessage: '', events: [feesDeducted] },
      2_100,
    );
    expect(store.get(ID_A)?.feePaid).toBe(1_234n);
    store.recordStatus(ID_A, { status: 4, statusCode: 0, errorMessage: '', events: [] }, 3_000);
    expect(store.get(ID_A)).toMatchObject({ phase: 'sealed', feePaid: 1_234n });
    expect(storeOn(storage).get(ID_A)?.feePaid).toBe(1_234n);
  });

  it('reads entries stored without a fee, and drops a malformed fee but not its entry', () => {
    const storage = new MemoryStorage();
    const { feePaid: _none, ...older } = storedEntry({ id: ID_A });
    storage.setItem(KEY, stored(older, storedEntry({ id: ID_B, feePaid: '1e5' })));
    const store = storeOn(storage);
    expect(store.get(ID_A)?.feePaid).toBeNull();
    expect(store.get(ID_B)?.feePaid).toBeNull();
  });

  it('keeps the raw error of a failed transaction, and an expiry as its own final phase', () => {
    const store = storeOn(new MemoryStorage());
    store.add({ id: ID_A, title: 'Fails', createdAt: 1_000 });
    store.add({ id: ID_B, title: 'Expires', createdAt: 1_000 });
    store.recordStatus(ID_A, { status: 4, statusCode: 1, errorMessage: '[Error Code: 1101] x' }, 3);
    store.recordStatus(ID_B, { status: 5, statusCode: 0, errorMessage: '' }, 4);
    expect(store.get(ID_A)).toMatchObject({
      phase: 'failed',
      final: true,
      errorMessage: '[Error Code: 1101] x',
    });
    expect(store.get(ID_A)?.phaseTimes.sealed).toBeUndefined();
    expect(store.get(ID_B)).toMatchObject({ phase: 'expired', final: true, errorMessage: null });
    expect(store.get(ID_B)?.phaseTimes.finalized).toBeUndefined();
  });

  it('ignores UNKNOWN statuses and settles an unfound transaction as not-found', () => {
    const store = storeOn(new MemoryStorage());
    store.add({ id: ID_A, title: 'Lost', createdAt: 1_000 });
    store.recordStatus(ID_A, { status: 0, statusCode: 0, errorMessage: '' }, 2_000);
    expect(store.get(ID_A)?.phaseTimes).toEqual({ pending: 1_000 });
    store.markNotFound(ID_A, 9_000);
    expect(store.get(ID_A)).toMatchObject({ phase: 'not-found', final: true });
  });

  it('keeps at most 100 entries, dropping the oldest finished ones first', () => {
    const store = storeOn(new MemoryStorage());
    store.add({ id: txId(0), title: 'oldest, still pending', createdAt: 1 });
    for (let n = 1; n <= MAX_TRACKED_TRANSACTIONS; n += 1) {
      store.add({ id: txId(n), title: `#${n}`, createdAt: 1 + n });
      store.recordStatus(txId(n), { status: 4, statusCode: 0, errorMessage: '' }, 1 + n);
    }
    const ids = store.list().map((entry) => entry.id);
    expect(ids).toHaveLength(MAX_TRACKED_TRANSACTIONS);
    expect(ids[0]).toBe(txId(MAX_TRACKED_TRANSACTIONS));
    expect(ids).toContain(txId(0));
    expect(ids).not.toContain(txId(1));
    expect(ids.at(-1)).toBe(txId(0));
  });

  it('caps what it reads back to 100 as well', () => {
    const storage = new MemoryStorage();
    const entries = Array.from({ length: 150 }, (_, n) =>
      storedEntry({ id: txId(n), createdAt: 1_000 + n, phases: { pending: 1, sealed: 2 } }),
    );
    storage.setItem(KEY, stored(...entries));
    const list = storeOn(storage).list();
    expect(list).toHaveLength(100);
    expect(list[0]?.id).toBe(txId(149));
  });

  it('drops stored entries that do not check out, one by one', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      KEY,
      stored(
        storedEntry({ id: ID_A, title: '<img src=x onerror=alert(1)>' }),
        storedEntry({ id: 'zz'.repeat(32) }),
        storedEntry({ id: ID_A.toUpperCase().slice(0, 63) }),
        storedEntry({ id: ID_B, network: 'mainnet' }),
        storedEntry({ id: ID_B, account: '0xf8d6e0586b0a20c7' }),
        storedEntry({ id: ID_B, createdAt: 'yesterday' }),
        storedEntry({ id: ID_B, createdAt: Number.POSITIVE_INFINITY }),
        storedEntry({ id: ID_B, phases: { pending: 1, hacked: 2 } }),
        storedEntry({ id: ID_B, phases: { pending: -5 } }),
        storedEntry({ id: ID_B, errorMessage: { html: '<b>' } }),
        storedEntry({ id: ID_B, title: 42 }),
        'not an object',
        null,
        storedEntry({ id: ID_A, title: 'duplicate of the first' }),
      ),
    );
    const list = storeOn(storage).list();
    expect(list.map((entry) => entry.id)).toEqual([ID_A]);
    expect(list[0]?.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('derives the phase from the stored times, never from the stored flag', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      KEY,
      stored(
        storedEntry({ id: ID_A, final: true, phases: { pending: 1 } }),
        storedEntry({ id: ID_B, final: false, phases: { pending: 1, sealed: 3, failed: 2 } }),
      ),
    );
    const store = storeOn(storage);
    expect(store.get(ID_A)).toMatchObject({ phase: 'pending', final: false });
    expect(store.get(ID_B)).toMatchObject({ phase: 'failed', final: true });
    expect(store.get(ID_B)?.phaseTimes.sealed).toBeUndefined();
  });

  it.each([
    ['invalid JSON', '{"version":1,'],
    ['another version', JSON.stringify({ version: 99, transactions: [storedEntry()] })],
    ['no list', JSON.stringify({ version: 1, transactions: 'x' })],
    ['an array', JSON.stringify([storedEntry()])],
  ])('starts empty from %s and writes over it on the next change', (_, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, raw);
    const store = storeOn(storage);
    expect(store.list()).toEqual([]);
    store.add({ id: ID_B, title: 'New' });
    expect(
      storeOn(storage)
        .list()
        .map((entry) => entry.id),
    ).toEqual([ID_B]);
  });

  it('keeps working in memory when storage is missing or throws', () => {
    const throwing = new MemoryStorage();
    vi.spyOn(throwing, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const storage of [null, throwing]) {
      const store = storeOn(storage);
      store.add({ id: ID_A, title: 'Send', createdAt: 1 });
      store.recordStatus(ID_A, { status: 4, statusCode: 0, errorMessage: '' }, 2);
      expect(store.get(ID_A)?.phase).toBe('sealed');
    }
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('notifies subscribers of changes only, and keeps the list identity otherwise', () => {
    const store = storeOn(new MemoryStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add({ id: ID_A, title: 'Send', createdAt: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    const list = store.list();
    store.recordStatus(ID_A, { status: 1, statusCode: 0, errorMessage: '' }, 5);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.list()).toBe(list);
    unsubscribe();
    store.recordStatus(ID_A, { status: 2, statusCode: 0, errorMessage: '' }, 6);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets exactly one claimant announce a phase', () => {
    const storage = new MemoryStorage();
    const store = storeOn(storage);
    store.add({ id: ID_A, title: 'Send', createdAt: 1 });
    expect(store.claimAnnouncement(ID_A, 'sealed')).toBe(true);
    expect(store.claimAnnouncement(ID_A, 'sealed')).toBe(false);
    expect(storeOn(storage).claimAnnouncement(ID_A, 'sealed')).toBe(false);
    expect(store.claimAnnouncement(ID_B, 'sealed')).toBe(false);
    expect(store.get(ID_A)?.announced).toEqual(['sealed']);
  });
});

/** Two tabs of one browser over the same storage, each with its store. */
function twoTabs() {
  const [tabA, tabB] = createTabs(2);
  if (!tabA || !tabB) throw new Error('two tabs expected');
  return {
    tabA,
    storeA: storeOn(tabA.storage, tabA.events),
    storeB: storeOn(tabB.storage, tabB.events),
  };
}

describe('two tabs over one storage', () => {
  it('shows each other’s entries and updates, as one entry per transaction', () => {
    const { storeA, storeB } = twoTabs();
    const heardByB = vi.fn();
    storeB.subscribe(heardByB);

    storeA.add({ id: ID_A, title: 'From A', createdAt: 1 });
    expect(storeB.list().map((entry) => entry.id)).toEqual([ID_A]);
    expect(heardByB).toHaveBeenCalledTimes(1);

    storeB.recordStatus(ID_A, { status: 4, statusCode: 0, errorMessage: '' }, 9);
    expect(storeA.get(ID_A)?.phase).toBe('sealed');
    expect(storeA.list()).toHaveLength(1);

    // A writes from what is stored, not from its own older copy: B's sealed status survives.
    storeA.add({ id: ID_B, title: 'Second from A', createdAt: 2 });
    expect(storeB.get(ID_A)?.phase).toBe('sealed');
    expect(storeB.list()).toHaveLength(2);
    expect(storeA.claimAnnouncement(ID_A, 'sealed')).toBe(true);
    expect(storeB.claimAnnouncement(ID_A, 'sealed')).toBe(false);
  });

  it('writes back an unfinished entry another tab’s write lost (it had read storage before it)', () => {
    const { tabA, storeA, storeB } = twoTabs();
    storeA.add({ id: ID_A, title: 'From A', createdAt: 1 });
    const staleRead = storeA.list();
    storeB.add({ id: ID_B, title: 'From B', createdAt: 2 });
    // A writes what it read before B's entry arrived, as Chromium's tabs can.
    tabA.storage.setItem(KEY, serializeTransactions(staleRead));
    for (const store of [storeA, storeB]) {
      expect(store.list().map((entry) => entry.id)).toEqual([ID_B, ID_A]);
    }
    expect(tabA.storage.getItem(KEY)).toBe(serializeTransactions(storeB.list()));
    // A final entry is not written back: the cap may have dropped it.
    storeB.recordStatus(ID_B, { status: 4, statusCode: 0, errorMessage: '' }, 3);
    tabA.storage.setItem(KEY, serializeTransactions(staleRead));
    expect(storeB.list().map((entry) => entry.id)).toEqual([ID_A]);
  });

  it('ignores other keys, follows a clear(), and stops listening once disposed', () => {
    const { tabA, storeA, storeB } = twoTabs();
    const heardByB = vi.fn();
    storeB.subscribe(heardByB);
    storeA.add({ id: ID_A, title: 'x', createdAt: 1 });
    tabA.storage.setItem('flowdeck:theme', 'dark');
    expect(heardByB).toHaveBeenCalledTimes(1);
    tabA.storage.clear();
    expect(storeB.list()).toEqual([]);
    storeB.dispose();
    storeA.add({ id: ID_B, title: 'y', createdAt: 2 });
    expect(storeB.list()).toEqual([]);
  });
});

describe('serializeTransactions', () => {
  it('round-trips through the store', () => {
    const storage = new MemoryStorage();
    const store = storeOn(storage);
    store.add({ id: ID_A, title: 'Send', createdAt: 1 });
    expect(storage.getItem(KEY)).toBe(serializeTransactions(store.list()));
    expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual({
      version: 1,
      transactions: [storedEntry({ createdAt: 1, phases: { pending: 1 }, title: 'Send' })],
    });
  });
});

describe('stored entries of the version before one phase type', () => {
  it('load with the same phases, and are written back unchanged', () => {
    // Written by the version whose tracked phases were their own type (TrackedPhase).
    const written =
      '{"version":1,"transactions":[' +
      `{"id":"${ID_B}","network":"testnet","account":"${ACCOUNT}","title":"Lost","createdAt":2000,"phases":{"pending":2000,"not-found":902000},"errorMessage":null,"feePaid":null,"final":true,"announced":["pending","not-found"]},` +
      `{"id":"${ID_A}","network":"testnet","account":"${ACCOUNT}","title":"Failed","createdAt":1000,"phases":{"pending":1000,"finalized":1500,"executed":1600,"failed":1600},"errorMessage":"[Error Code: 1101] panic","feePaid":"1000","final":true,"announced":["pending"]}` +
      ']}';
    const storage = new MemoryStorage();
    storage.setItem(KEY, written);
    const store = storeOn(storage);
    expect(store.list().map(({ id, phase, final }) => ({ id, phase, final }))).toEqual([
      { id: ID_B, phase: 'not-found', final: true },
      { id: ID_A, phase: 'failed', final: true },
    ]);
    expect(store.get(ID_B)?.announced).toEqual(['pending', 'not-found']);
    expect(serializeTransactions(store.list())).toBe(written);
  });
});
