import type { AccessNodeRequestOptions } from '../client/access-node-request.ts';
import { toFlowError } from '../errors.ts';
import { createListeners } from '../listeners.ts';
import type { LocalStore } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import type { AccountTransfer } from './account-transfer.ts';
import { accountTransfersIn } from './account-transfers.ts';
import type { BlockEvents } from './block-events.ts';
import {
  EVENTS_HEIGHT_RANGE,
  eventsByBlock,
  fetchEvents,
  type HeightRange,
  latestSealedHeight,
  planGapFill,
} from './event-history.ts';
import {
  type EventsSocket,
  type EventsSocketState,
  openEventsSocket,
  type WebSocketConstructor,
} from './events-socket.ts';
import { type KnownTransfers, mergeTransfers, updateKnownTransfers } from './stored-transfers.ts';
import { TRANSFER_EVENT_TYPE_COUNT, transferEventTypeList } from './transfer-event-types.ts';

/** At most this many `/v1/events` requests fill a gap: 10 windows of 250 blocks, 4 types each. */
export const MAX_GAP_REQUESTS = 40;
/** The most recent blocks a gap fill reaches (about 35 minutes of mainnet at 0.8 s a block). */
export const GAP_FILL_BLOCKS =
  Number(EVENTS_HEIGHT_RANGE) * Math.floor(MAX_GAP_REQUESTS / TRANSFER_EVENT_TYPE_COUNT);
// How often the height reached is written down while nothing else changes.
const HEIGHT_WRITE_INTERVAL_MS = 5_000;

export interface TransferFeedOptions {
  readonly network: FlowNetwork;
  readonly accessNodeUrl: string;
  /** `0x` + 16 lowercase hex digits. */
  readonly account: string;
  readonly store: LocalStore<KnownTransfers>;
  readonly WebSocket?: WebSocketConstructor;
  readonly requestOptions?: AccessNodeRequestOptions;
  readonly maxGapRequests?: number;
  readonly now?: () => number;
  /** New transfers as they are found: heard live, or read back to fill a gap. */
  readonly onTransfers?: (transfers: readonly AccountTransfer[], how: 'live' | 'gap') => void;
}

export interface TransferFeedStatus {
  readonly live: EventsSocketState | 'stopped';
  /** Reading back the blocks since the last visit. */
  readonly filling: boolean;
  /** Why the blocks since the last visit could not all be read; null when they could. */
  readonly fillError: string | null;
}

export interface TransferFeed {
  status(): TransferFeedStatus;
  subscribe(listener: () => void): () => void;
  stop(): void;
}

/**
 * An account's transfers while the app is open: the blocks since this browser last looked are
 * read back from `/v1/events` (newest first, at most `maxGapRequests` requests; what is left is
 * recorded as unread), and new blocks are heard over `/v1/ws`. Everything found goes to `store`.
 */
export function startTransferFeed(options: TransferFeedOptions): TransferFeed {
  const { network, accessNodeUrl, account, store, requestOptions, now = Date.now } = options;
  const types = transferEventTypeList(network);
  const listeners = createListeners();
  let status: TransferFeedStatus = { live: 'connecting', filling: false, fillError: null };
  let socket: EventsSocket | null = null;
  let stopped = false;
  let lastWrite = 0;
  let heightReached: bigint | null = null;

  const setStatus = (change: Partial<TransferFeedStatus>) => {
    status = { ...status, ...change };
    listeners.notify();
  };

  const record = (change: (known: KnownTransfers) => KnownTransfers) => {
    lastWrite = now();
    updateKnownTransfers(store, change);
  };

  const found = (blocks: readonly BlockEvents[], how: 'live' | 'gap') => {
    const receivedAt = now();
    const transfers = blocks.flatMap((block) =>
      accountTransfersIn(block, account, network).map((transfer) =>
        how === 'live' && transfer.time === null ? { ...transfer, time: receivedAt } : transfer,
      ),
    );
    const known = new Set(store.read().transfers.map((transfer) => transfer.key));
    const fresh = transfers.filter((transfer) => !known.has(transfer.key));
    return { transfers, fresh };
  };

  const onBlock = (block: BlockEvents) => {
    if (stopped) return;
    const { transfers, fresh } = found([block], 'live');
    heightReached = maxHeight(heightReached, block.blockHeight);
    if (transfers.length > 0 || now() - lastWrite >= HEIGHT_WRITE_INTERVAL_MS) {
      record((known) => ({
        ...known,
        transfers: mergeTransfers(known.transfers, transfers),
        lastHeight: maxHeight(known.lastHeight, heightReached),
      }));
    }
    if (fresh.length > 0) options.onTransfers?.(fresh, 'live');
  };

  const fillGap = async (gap: HeightRange) => {
    const plan = planGapFill(
      gap.start,
      gap.end,
      types.length,
      options.maxGapRequests ?? MAX_GAP_REQUESTS,
    );
    const unreadBefore = store.read().unread;
    // Until each window is read, it counts as unread: a reload part-way loses nothing.
    record((known) => ({ ...known, unread: widen(known.unread, gap) }));
    setStatus({ filling: true });
    try {
      for (const window of plan.windows) {
        const answers = await Promise.all(
          types.map((type) => fetchEvents(accessNodeUrl, type, window, requestOptions)),
        );
        if (stopped) return;
        const { transfers, fresh } = found(eventsByBlock(answers.flat()), 'gap');
        record((known) => ({
          ...known,
          transfers: mergeTransfers(known.transfers, transfers),
          // Listed in Activity, not toasted one by one.
          announced: [...known.announced, ...fresh.map((transfer) => transfer.key)],
          unread:
            window.start > gap.start
              ? widen(unreadBefore, { start: gap.start, end: window.start - 1n })
              : unreadBefore,
        }));
        if (fresh.length > 0) options.onTransfers?.(fresh, 'gap');
      }
      setStatus({ filling: false });
    } catch (error) {
      setStatus({ filling: false, fillError: toFlowError(error).message });
    }
  };

  const start = async () => {
    const known = store.read();
    let latest: bigint | null = null;
    try {
      latest = await latestSealedHeight(accessNodeUrl, requestOptions);
    } catch (error) {
      setStatus({ fillError: toFlowError(error).message });
    }
    if (stopped) return;
    socket = openEventsSocket({
      accessNodeUrl,
      eventTypes: types,
      startHeight: latest === null ? null : latest + 1n,
      onBlock,
      onState: (live) => setStatus({ live }),
      ...(options.WebSocket && { WebSocket: options.WebSocket }),
    });
    if (latest === null) return;
    if (known.lastHeight === null) {
      record((current) => ({ ...current, lastHeight: maxHeight(current.lastHeight, latest) }));
    } else if (known.lastHeight < latest) {
      record((current) => ({ ...current, lastHeight: maxHeight(current.lastHeight, latest) }));
      await fillGap({ start: known.lastHeight + 1n, end: latest });
    }
  };

  void start();
  return {
    status: () => status,
    subscribe: listeners.subscribe,
    stop: () => {
      if (stopped) return;
      stopped = true;
      socket?.close();
      if (heightReached !== null) {
        const reached = heightReached;
        updateKnownTransfers(store, (known) => ({
          ...known,
          lastHeight: maxHeight(known.lastHeight, reached),
        }));
      }
      setStatus({ live: 'stopped', filling: false });
    },
  };
}

const maxHeight = (a: bigint | null, b: bigint | null): bigint | null =>
  a === null ? b : b === null ? a : a > b ? a : b;

/** The smallest range holding both (an unread range grows; it is never split). */
function widen(unread: HeightRange | null, gap: HeightRange): HeightRange {
  if (!unread) return gap;
  return {
    start: unread.start < gap.start ? unread.start : gap.start,
    end: unread.end > gap.end ? unread.end : gap.end,
  };
}
