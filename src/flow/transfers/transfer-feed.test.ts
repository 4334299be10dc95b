import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../client/testing/memory-storage.ts';
import { createLocalStore } from '../local-store.ts';
import type { AccountTransfer } from './account-transfer.ts';
import {
  type KnownTransfers,
  parseKnownTransfers,
  serializeKnownTransfers,
} from './stored-transfers.ts';
import { blockJson, tokenEventJson } from './testing/event-json.ts';
import { FakeEventsSocket, lastSocket } from './testing/fake-events-socket.ts';
import { startTransferFeed, type TransferFeed } from './transfer-feed.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const FLOW = 'A.0ae53cb6e3f42a79.FlowToken.Vault';
const NODE = 'http://node.test';
const txId = (n: number) => n.toString(16).padStart(64, '0');

/** Bob pays Alice `amount` in transaction `n`. */
const payment = (n: number, amount: string) => [
  tokenEventJson(
    'withdrawn',
    { vault: FLOW, amount, owner: BOB, uuid: String(n) },
    { transactionId: txId(n), eventIndex: 0 },
  ),
  tokenEventJson(
    'deposited',
    { vault: FLOW, amount, owner: ALICE, uuid: String(n) },
    { transactionId: txId(n), eventIndex: 1 },
  ),
];

interface FakeNode {
  sealed: number;
  /** Events per height (any type: each request returns those of its type). */
  blocks: Map<number, unknown[]>;
  requests: string[];
  failEvents?: boolean;
}

function fakeFetch(node: FakeNode) {
  return async (url: string): Promise<Response> => {
    const { pathname, searchParams } = new URL(url);
    node.requests.push(`${pathname}?${searchParams}`);
    if (pathname === '/v1/blocks') {
      return Response.json([{ header: { height: String(node.sealed) } }]);
    }
    if (node.failEvents) return new Response('busy', { status: 400 });
    const [type, start, end] = ['type', 'start_height', 'end_height'].map((key) =>
      searchParams.get(key),
    );
    const blocks = [...node.blocks]
      .filter(([height]) => height >= Number(start) && height <= Number(end))
      .map(([height, events]) =>
        blockJson(
          height,
          events.filter((event) => (event as { type: string }).type === type),
        ),
      );
    return Response.json(blocks);
  };
}

describe('startTransferFeed', () => {
  let storage: MemoryStorage;
  let node: FakeNode;
  let feed: TransferFeed | null;
  const store = () => createLocalStore('transfers', parseKnownTransfers, storage);
  const start = (options: { maxGapRequests?: number } = {}) => {
    const found: [readonly AccountTransfer[], string][] = [];
    feed = startTransferFeed({
      network: 'local',
      accessNodeUrl: NODE,
      account: ALICE,
      store: store(),
      WebSocket: FakeEventsSocket,
      requestOptions: { fetch: fakeFetch(node), retryLimit: 0 },
      now: () => Date.UTC(2026, 11, 7),
      onTransfers: (transfers, how) => found.push([transfers, how]),
      ...options,
    });
    return found;
  };
  const eventRequests = () => node.requests.filter((path) => path.startsWith('/v1/events'));
  /** Once `count` event requests were made and the fill is over. */
  const filled = (count: number) =>
    vi.waitFor(() => {
      expect(eventRequests()).toHaveLength(count);
      expect(feed?.status().filling).toBe(false);
    });

  beforeEach(() => {
    storage = new MemoryStorage();
    node = { sealed: 1000, blocks: new Map(), requests: [] };
    FakeEventsSocket.opened = [];
    feed = null;
  });
  afterEach(() => feed?.stop());

  it('first visit: remembers the sealed height, reads nothing back, and listens from the next block', async () => {
    start();
    await vi.waitFor(() => expect(FakeEventsSocket.opened).toHaveLength(1));
    lastSocket().open();
    expect(lastSocket().sent).toEqual([
      expect.objectContaining({
        arguments: expect.objectContaining({ start_block_height: '1001' }),
      }),
    ]);
    expect(node.requests).toEqual(['/v1/blocks?height=sealed']);
    expect(store().read().lastHeight).toBe(1000n);
  });

  it('hears a payment live: kept with the time it was heard, handed on once, the height moved on', async () => {
    const found = start();
    await vi.waitFor(() => expect(FakeEventsSocket.opened).toHaveLength(1));
    const frame = (height: number, events: unknown[]) => ({
      subscription_id: 'transfers',
      topic: 'events',
      payload: blockJson(height, events, '0001-01-01T00:00:00Z'),
    });
    lastSocket().receive(frame(1001, payment(1, '5.00000000')));
    lastSocket().receive(frame(1001, payment(1, '5.00000000')));
    const known = store().read();
    expect(known.transfers).toEqual([
      expect.objectContaining({
        transactionId: txId(1),
        direction: 'in',
        asset: { kind: 'token', type: FLOW, amount: 500_000_000n },
        counterparty: BOB,
        time: Date.UTC(2026, 11, 7),
      }),
    ]);
    expect(known.lastHeight).toBe(1001n);
    expect(found.map(([transfers, how]) => [transfers.length, how])).toEqual([[1, 'live']]);
  });

  it('coming back: reads the blocks since the last visit from /v1/events, newest window first, marked as announced', async () => {
    store().update(() => serializeKnownTransfers({ ...emptyKnown(), lastHeight: 500n }));
    node.blocks.set(520, payment(1, '1.00000000'));
    node.blocks.set(990, payment(2, '2.00000000'));
    const found = start();
    // 500 blocks (501..1000) in 2 windows of 250, 4 types each.
    await filled(8);
    expect(eventRequests()[0]).toContain('start_height=751&end_height=1000');
    expect(eventRequests()[4]).toContain('start_height=501&end_height=750');
    const known = store().read();
    expect(known.transfers.map((transfer) => transfer.transactionId)).toEqual([txId(2), txId(1)]);
    expect(known.transfers[0]?.time).toBe(Date.UTC(2026, 11, 1, 10));
    expect(known.announced).toEqual([`${txId(2)}:1`, `${txId(1)}:1`]);
    expect(known.unread).toBeNull();
    expect(known.lastHeight).toBe(1000n);
    expect(found.map(([, how]) => how)).toEqual(['gap', 'gap']);
  });

  it('a gap longer than the requests allowed: the newest part is read, the rest recorded as unread', async () => {
    store().update(() => serializeKnownTransfers({ ...emptyKnown(), lastHeight: 0n }));
    node.blocks.set(990, payment(2, '2.00000000'));
    start({ maxGapRequests: 8 });
    await filled(8);
    expect(store().read().unread).toEqual({ start: 1n, end: 500n });
    expect(store().read().transfers).toHaveLength(1);
  });

  it('a failed read leaves the unread blocks recorded and says why; live listening goes on', async () => {
    store().update(() => serializeKnownTransfers({ ...emptyKnown(), lastHeight: 900n }));
    node.failEvents = true;
    start();
    await vi.waitFor(() => expect(feed?.status().fillError).toMatch(/.+/));
    expect(store().read().unread).toEqual({ start: 901n, end: 1000n });
    expect(FakeEventsSocket.opened).toHaveLength(1);
  });

  it('stop closes the socket and writes down the height reached', async () => {
    start();
    await vi.waitFor(() => expect(FakeEventsSocket.opened).toHaveLength(1));
    lastSocket().receive({
      subscription_id: 'transfers',
      topic: 'events',
      payload: blockJson(1010, []),
    });
    feed?.stop();
    expect(lastSocket().closed).toBe(true);
    expect(store().read().lastHeight).toBe(1010n);
    expect(feed?.status().live).toBe('stopped');
  });
});

const emptyKnown = (): KnownTransfers => ({
  transfers: [],
  lastHeight: null,
  unread: null,
  announced: [],
});
