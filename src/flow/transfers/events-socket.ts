import { isRecord } from '../is-record.ts';
import { type BlockEvents, parseBlockEvents } from './block-events.ts';

/** The part of a WebSocket the stream uses: the browser's, or an adapter of `ws` in Node. */
export interface EventsWebSocket {
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (message: { readonly data: unknown }) => void): void;
  send(text: string): void;
  close(): void;
}

export type WebSocketConstructor = new (url: string) => EventsWebSocket;

export type EventsSocketState = 'connecting' | 'live' | 'retrying';

export interface EventsSocketOptions {
  readonly accessNodeUrl: string;
  readonly eventTypes: readonly string[];
  /** The first block to stream; the latest sealed one when null. */
  readonly startHeight: bigint | null;
  /** Every block that has events of the types (and every `heartbeatBlocks`th one without). */
  readonly onBlock: (block: BlockEvents) => void;
  readonly onState?: (state: EventsSocketState) => void;
  readonly WebSocket?: WebSocketConstructor;
  /** A block without matching events is still sent this often, so the height seen moves on. */
  readonly heartbeatBlocks?: number;
  readonly retryDelayMs?: { readonly first: number; readonly max: number };
}

export interface EventsSocket {
  /** The next block the stream waits for (one past the last one heard), null before any. */
  nextHeight(): bigint | null;
  close(): void;
}

const SUBSCRIPTION_ID = 'transfers';

/**
 * One subscription to the access node's `events` topic over `/v1/ws`, on a socket of its own:
 * FCL's subscriptions would load the wallet's code on every screen, and hide the heartbeats
 * that tell how far the stream has got. A dropped socket is reopened (0.5 s doubling to 30 s,
 * for as long as it is open) and resumes at the block after the last one heard.
 */
export function openEventsSocket(options: EventsSocketOptions): EventsSocket {
  const {
    accessNodeUrl,
    eventTypes,
    onBlock,
    onState = () => {},
    WebSocket: Socket = globalThis.WebSocket,
    heartbeatBlocks = 10,
    retryDelayMs = { first: 500, max: 30_000 },
  } = options;
  const url = `${accessNodeUrl.replace(/\/+$/, '').replace(/^http/, 'ws')}/v1/ws`;
  let next = options.startHeight;
  let socket: EventsWebSocket | null = null;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const subscribe = (open: EventsWebSocket) => {
    const args: Record<string, unknown> = {
      event_types: eventTypes,
      heartbeat_interval: String(heartbeatBlocks),
      ...(next !== null && { start_block_height: next.toString() }),
    };
    open.send(
      JSON.stringify({
        subscription_id: SUBSCRIPTION_ID,
        action: 'subscribe',
        topic: 'events',
        arguments: args,
      }),
    );
  };

  const onMessage = (data: unknown) => {
    let message: unknown;
    try {
      message = JSON.parse(String(data));
    } catch {
      return;
    }
    if (!isRecord(message) || message.subscription_id !== SUBSCRIPTION_ID) return;
    if ('error' in message && message.error !== undefined) {
      // Refused (say, the start block is older than the node keeps): start again from the latest.
      next = null;
      socket?.close();
      return;
    }
    if ('action' in message) {
      // The subscription is taken: the stream is live, whether or not blocks come.
      if (message.action === 'subscribe') onState('live');
      return;
    }
    const block = parseBlockEvents(message.payload);
    if (!block) return;
    failures = 0;
    if (next !== null && block.blockHeight < next) return;
    next = block.blockHeight + 1n;
    onState('live');
    onBlock(block);
  };

  const connect = () => {
    if (closed) return;
    onState(failures === 0 ? 'connecting' : 'retrying');
    let opened: EventsWebSocket;
    try {
      opened = new Socket(url);
    } catch {
      scheduleRetry();
      return;
    }
    socket = opened;
    opened.addEventListener('open', () => subscribe(opened));
    // A close always follows; listening keeps Node's `ws` from throwing the error.
    opened.addEventListener('error', () => {});
    opened.addEventListener('message', (message) => onMessage(message.data));
    opened.addEventListener('close', () => {
      if (socket !== opened) return;
      socket = null;
      scheduleRetry();
    });
  };

  const scheduleRetry = () => {
    if (closed) return;
    onState('retrying');
    const delay = Math.min(retryDelayMs.max, retryDelayMs.first * 2 ** failures);
    failures += 1;
    retry = setTimeout(connect, delay);
  };

  connect();
  return {
    nextHeight: () => next,
    close: () => {
      closed = true;
      clearTimeout(retry);
      const open = socket;
      socket = null;
      open?.close();
    },
  };
}
