import * as v from 'valibot';
import { base64ToText } from '../base64-text.ts';
import { decodeJsonCadence } from '../cadence/decode-json-cadence.ts';
import { isRecord } from '../is-record.ts';

/** One event as the Access API sends it, its payload decoded (FCL's shape of JSON-Cadence). */
export interface FlowEvent {
  /** e.g. `A.f233dcee88fe0abe.FungibleToken.Deposited`. */
  readonly type: string;
  /** 64 lowercase hex digits. */
  readonly transactionId: string;
  readonly transactionIndex: number;
  readonly eventIndex: number;
  /** The event's fields by name; null when the payload could not be read. */
  readonly fields: Readonly<Record<string, unknown>> | null;
}

/** A block's events of the types asked for (REST `/v1/events`, and the `events` topic of `/v1/ws`). */
export interface BlockEvents {
  readonly blockHeight: bigint;
  /** RFC 3339, as the node gives it. */
  readonly blockTimestamp: string;
  readonly events: readonly FlowEvent[];
}

/** For sorting anything that happened in a block: the later block first. */
export const laterBlockFirst = (
  a: { readonly blockHeight: bigint },
  b: { readonly blockHeight: bigint },
): number => (a.blockHeight === b.blockHeight ? 0 : a.blockHeight > b.blockHeight ? -1 : 1);

const digits = v.pipe(v.string(), v.regex(/^\d{1,20}$/));
const eventSchema = v.object({
  type: v.pipe(v.string(), v.maxLength(400)),
  transaction_id: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  transaction_index: digits,
  event_index: digits,
  payload: v.string(),
});
const blockSchema = v.object({
  block_height: digits,
  block_timestamp: v.pipe(v.string(), v.maxLength(64)),
  events: v.optional(v.nullable(v.array(eventSchema)), null),
});

/**
 * One block of events as the node sends it (heights and indexes as decimal text, payloads as
 * base64 JSON-Cadence); null when it is not that shape. An event whose payload cannot be read
 * keeps its place with null fields, so that pairing events by index stays right.
 */
export function parseBlockEvents(json: unknown): BlockEvents | null {
  const parsed = v.safeParse(blockSchema, json);
  if (!parsed.success) return null;
  const block = parsed.output;
  return {
    blockHeight: BigInt(block.block_height),
    blockTimestamp: block.block_timestamp,
    events: (block.events ?? []).map((event) => ({
      type: event.type,
      transactionId: event.transaction_id,
      transactionIndex: Number(event.transaction_index),
      eventIndex: Number(event.event_index),
      fields: payloadFields(event.payload),
    })),
  };
}

function payloadFields(payload: string): Readonly<Record<string, unknown>> | null {
  try {
    const fields = decodeJsonCadence(JSON.parse(base64ToText(payload)));
    return isRecord(fields) ? fields : null;
  } catch {
    return null;
  }
}
