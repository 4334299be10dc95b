import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockEvents } from './block-events.ts';
import { openEventsSocket } from './events-socket.ts';
import { blockJson } from './testing/event-json.ts';
import { FakeEventsSocket, lastSocket } from './testing/fake-events-socket.ts';

const TYPES = ['A.ee82856bf20e2aa6.FungibleToken.Deposited'];
const dataFrame = (height: number) => ({
  subscription_id: 'transfers',
  topic: 'events',
  payload: { ...blockJson(height, []), message_index: 0 },
});

describe('openEventsSocket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventsSocket.opened = [];
  });
  afterEach(() => vi.useRealTimers());

  const open = (startHeight: bigint | null) => {
    const blocks: BlockEvents[] = [];
    const states: string[] = [];
    const socket = openEventsSocket({
      accessNodeUrl: 'https://rest-testnet.onflow.org/',
      eventTypes: TYPES,
      startHeight,
      onBlock: (block) => blocks.push(block),
      onState: (state) => states.push(state),
      WebSocket: FakeEventsSocket,
    });
    return { socket, blocks, states };
  };

  it('subscribes to the events topic at the node’s /v1/ws, from the height asked, with heartbeats', () => {
    open(100n);
    const socket = lastSocket();
    expect(socket.url).toBe('wss://rest-testnet.onflow.org/v1/ws');
    socket.open();
    expect(socket.sent).toEqual([
      {
        subscription_id: 'transfers',
        action: 'subscribe',
        topic: 'events',
        arguments: { event_types: TYPES, heartbeat_interval: '10', start_block_height: '100' },
      },
    ]);
  });

  it('hands on each block once, in order, and ignores acks, other subscriptions and junk', () => {
    const { blocks, states, socket } = open(null);
    const fake = lastSocket();
    fake.open();
    fake.receive({ subscription_id: 'transfers', action: 'subscribe' });
    fake.receive({ ...dataFrame(7), subscription_id: 'other' });
    fake.receive('not json {');
    fake.receive(dataFrame(7));
    fake.receive(dataFrame(7));
    fake.receive(dataFrame(8));
    expect(blocks.map((block) => block.blockHeight)).toEqual([7n, 8n]);
    expect(socket.nextHeight()).toBe(9n);
    expect(states).toEqual(['connecting', 'live', 'live', 'live']);
  });

  it('reconnects after a drop, backing off, and resumes at the block after the last one heard', () => {
    const { states } = open(5n);
    const first = lastSocket();
    first.open();
    first.receive(dataFrame(5));
    first.drop();
    expect(states.at(-1)).toBe('retrying');
    vi.advanceTimersByTime(499);
    expect(FakeEventsSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const second = lastSocket();
    second.drop();
    vi.advanceTimersByTime(999);
    expect(FakeEventsSocket.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = lastSocket();
    third.open();
    expect(third.sent).toEqual([
      expect.objectContaining({ arguments: expect.objectContaining({ start_block_height: '6' }) }),
    ]);
  });

  it('starts again from the latest block when the node refuses the start height', () => {
    open(1n);
    const first = lastSocket();
    first.open();
    first.receive({
      subscription_id: 'transfers',
      action: 'subscribe',
      error: { code: 400, message: 'start height is below the lowest indexed height' },
    });
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(500);
    const second = lastSocket();
    second.open();
    expect(second.sent).toEqual([
      expect.objectContaining({
        arguments: { event_types: TYPES, heartbeat_interval: '10' },
      }),
    ]);
  });

  it('stops for good on close: no reconnect', () => {
    const { socket } = open(null);
    const fake = lastSocket();
    fake.open();
    socket.close();
    expect(fake.closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventsSocket.opened).toHaveLength(1);
  });
});
