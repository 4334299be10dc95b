import { textToBase64 } from '../../base64-text.ts';
import { transferEventTypes } from '../transfer-event-types.ts';

/** One event field as JSON-Cadence. */
type Field = {
  readonly name: string;
  readonly value: { readonly type: string; readonly value?: unknown };
};

const optionalAddress = (address: string | null) => ({
  type: 'Optional',
  value: address === null ? null : { type: 'Address', value: address },
});
const uint64 = (value: string | number) => ({ type: 'UInt64', value: String(value) });
const text = (value: string) => ({ type: 'String', value });
const ufix64 = (value: string) => ({ type: 'UFix64', value });

/** An event as the Access API sends it: its payload base64 JSON-Cadence. */
export function eventJson(
  type: string,
  fields: readonly Field[],
  at: {
    readonly transactionId: string;
    readonly eventIndex: number;
    readonly transactionIndex?: number;
  },
) {
  return {
    type,
    transaction_id: at.transactionId,
    transaction_index: String(at.transactionIndex ?? 0),
    event_index: String(at.eventIndex),
    payload: textToBase64(JSON.stringify({ type: 'Event', value: { id: type, fields } })),
  };
}

/** FungibleToken.Withdrawn or .Deposited of the local network's standard. */
export function tokenEventJson(
  side: 'withdrawn' | 'deposited',
  move: { vault: string; amount: string; owner: string | null; uuid: string },
  at: { transactionId: string; eventIndex: number },
) {
  const types = transferEventTypes('local');
  const fields: Field[] =
    side === 'withdrawn'
      ? [
          { name: 'type', value: text(move.vault) },
          { name: 'amount', value: ufix64(move.amount) },
          { name: 'from', value: optionalAddress(move.owner) },
          { name: 'fromUUID', value: uint64(1) },
          { name: 'withdrawnUUID', value: uint64(move.uuid) },
          { name: 'balanceAfter', value: ufix64('0.00000000') },
        ]
      : [
          { name: 'type', value: text(move.vault) },
          { name: 'amount', value: ufix64(move.amount) },
          { name: 'to', value: optionalAddress(move.owner) },
          { name: 'toUUID', value: uint64(2) },
          { name: 'depositedUUID', value: uint64(move.uuid) },
          { name: 'balanceAfter', value: ufix64('0.00000000') },
        ];
  return eventJson(side === 'withdrawn' ? types.tokenWithdrawn : types.tokenDeposited, fields, at);
}

/** NonFungibleToken.Withdrawn or .Deposited of the local network's standard. */
export function nftEventJson(
  side: 'withdrawn' | 'deposited',
  move: { nft: string; id: string; owner: string | null; uuid: string },
  at: { transactionId: string; eventIndex: number },
) {
  const types = transferEventTypes('local');
  const fields: Field[] = [
    { name: 'type', value: text(move.nft) },
    { name: 'id', value: uint64(move.id) },
    { name: 'uuid', value: uint64(move.uuid) },
    { name: side === 'withdrawn' ? 'from' : 'to', value: optionalAddress(move.owner) },
    { name: side === 'withdrawn' ? 'providerUUID' : 'collectionUUID', value: uint64(3) },
  ];
  return eventJson(side === 'withdrawn' ? types.nftWithdrawn : types.nftDeposited, fields, at);
}

/** A block of events as `/v1/events` (and the `events` topic's payload) gives it. */
export const blockJson = (
  height: number,
  events: readonly unknown[],
  timestamp = '2026-12-01T10:00:00Z',
) => ({
  block_id: height.toString(16).padStart(64, '0'),
  block_height: String(height),
  block_timestamp: timestamp,
  events,
});
