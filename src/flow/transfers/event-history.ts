import { type AccessNodeRequestOptions, requestAccessNode } from '../client/access-node-request.ts';
import { AccessNodeError } from '../errors.ts';
import { isRecord } from '../is-record.ts';
import { type BlockEvents, laterBlockFirst, parseBlockEvents } from './block-events.ts';

/** The most blocks one `/v1/events` request may span (flow-go's default `MaxHeightRange`). */
export const EVENTS_HEIGHT_RANGE = 250n;

export interface HeightRange {
  readonly start: bigint;
  readonly end: bigint;
}

/**
 * The requests that fill the blocks `from`..`to` (inclusive), newest first, at most
 * `maxRequests` of them for `typeCount` event types (one request per type and window). What
 * they cannot reach is `unfilled`, the oldest part: the app says so rather than guess.
 */
export function planGapFill(
  from: bigint,
  to: bigint,
  typeCount: number,
  maxRequests: number,
): { readonly windows: readonly HeightRange[]; readonly unfilled: HeightRange | null } {
  const windows: HeightRange[] = [];
  const maxWindows = Math.floor(maxRequests / Math.max(1, typeCount));
  let end = to;
  while (end >= from && windows.length < maxWindows) {
    const start = end - EVENTS_HEIGHT_RANGE + 1n > from ? end - EVENTS_HEIGHT_RANGE + 1n : from;
    windows.push({ start, end });
    end = start - 1n;
  }
  return { windows, unfilled: end >= from ? { start: from, end } : null };
}

/** One `/v1/events` request: the blocks of `range` that have events of `type`. */
export async function fetchEvents(
  accessNodeUrl: string,
  type: string,
  range: HeightRange,
  options?: AccessNodeRequestOptions,
): Promise<BlockEvents[]> {
  const query = new URLSearchParams({
    type,
    start_height: range.start.toString(),
    end_height: range.end.toString(),
  });
  const body = await requestAccessNode(accessNodeUrl, { path: `/v1/events?${query}` }, options);
  if (!Array.isArray(body)) throw unreadable('The events answer is not a list of blocks');
  return body.flatMap((entry) => {
    const block = parseBlockEvents(entry);
    return block ? [block] : [];
  });
}

/** The latest sealed block's height (`/v1/blocks?height=sealed`). */
export async function latestSealedHeight(
  accessNodeUrl: string,
  options?: AccessNodeRequestOptions,
): Promise<bigint> {
  const body = await requestAccessNode(
    accessNodeUrl,
    { path: '/v1/blocks?height=sealed' },
    options,
  );
  const header = Array.isArray(body) && isRecord(body[0]) ? body[0].header : undefined;
  const height = isRecord(header) ? header.height : undefined;
  if (typeof height !== 'string' || !/^\d{1,20}$/.test(height)) {
    throw unreadable('The sealed block has no height');
  }
  return BigInt(height);
}

const unreadable = (serverMessage: string) =>
  new AccessNodeError({ kind: 'invalid-response', statusCode: 200, serverMessage });

/**
 * `/v1/events` answers one type at a time: the blocks merged, each block's events in the order
 * they were emitted, lowest block first.
 */
export function eventsByBlock(blocks: readonly BlockEvents[]): BlockEvents[] {
  const merged = new Map<bigint, BlockEvents>();
  for (const block of blocks) {
    const known = merged.get(block.blockHeight);
    merged.set(block.blockHeight, {
      ...block,
      events: [...(known?.events ?? []), ...block.events].sort(
        (a, b) => a.transactionIndex - b.transactionIndex || a.eventIndex - b.eventIndex,
      ),
    });
  }
  return [...merged.values()].sort((a, b) => laterBlockFirst(b, a));
}
