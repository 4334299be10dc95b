import * as v from 'valibot';
import type { LocalStore } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';
import type { AccountTransfer } from './account-transfer.ts';
import { laterBlockFirst } from './block-events.ts';
import type { HeightRange } from './event-history.ts';

/** The transfers kept per account; the oldest go first. */
export const MAX_KEPT_TRANSFERS = 300;
const STORAGE_VERSION = 1;

/** What this browser knows of an account's transfers, and how far it has looked. */
export interface KnownTransfers {
  /** Newest first, one per key. */
  readonly transfers: readonly AccountTransfer[];
  /** The last block whose events were read (live or by filling a gap); null before the first. */
  readonly lastHeight: bigint | null;
  /** Blocks that were never read: a gap too long to fill from the access node, or a failed fill. */
  readonly unread: HeightRange | null;
  /** Keys of transfers already announced (in any tab): none is announced twice. */
  readonly announced: readonly string[];
}

export const NO_KNOWN_TRANSFERS: KnownTransfers = {
  transfers: [],
  lastHeight: null,
  unread: null,
  announced: [],
};

export const transfersStorageKey = (network: FlowNetwork, account: string): string =>
  storageKey(network, account, 'transfers');

/** Newest first (by block, then event), one per key, at most MAX_KEPT_TRANSFERS. */
export function mergeTransfers(
  known: readonly AccountTransfer[],
  added: readonly AccountTransfer[],
): AccountTransfer[] {
  const byKey = new Map<string, AccountTransfer>();
  for (const transfer of [...known, ...added]) {
    // A time heard live is kept over none (the emulator's stream gives none).
    const earlier = byKey.get(transfer.key);
    byKey.set(transfer.key, earlier?.time != null ? earlier : transfer);
  }
  return [...byKey.values()]
    .sort((a, b) => laterBlockFirst(a, b) || eventIndexOf(b) - eventIndexOf(a))
    .slice(0, MAX_KEPT_TRANSFERS);
}

const eventIndexOf = (transfer: AccountTransfer) => Number(transfer.key.split(':')[1] ?? 0);

export function serializeKnownTransfers(known: KnownTransfers): unknown {
  return {
    version: STORAGE_VERSION,
    lastHeight: known.lastHeight?.toString() ?? null,
    unread: known.unread && {
      start: known.unread.start.toString(),
      end: known.unread.end.toString(),
    },
    announced: known.announced.slice(-MAX_KEPT_TRANSFERS),
    transfers: known.transfers.map((transfer) => ({
      ...transfer,
      blockHeight: transfer.blockHeight.toString(),
      fee: transfer.fee?.toString() ?? null,
      asset:
        transfer.asset.kind === 'token'
          ? { ...transfer.asset, amount: transfer.asset.amount.toString() }
          : transfer.asset,
    })),
  };
}

/**
 * Reads what was stored back. Storage is untrusted (other code, an older version): what does
 * not check out is dropped, a transfer at a time, never thrown.
 */
export function parseKnownTransfers(json: unknown): KnownTransfers {
  const stored = v.safeParse(storedSchema, json);
  if (!stored.success) return NO_KNOWN_TRANSFERS;
  const transfers = stored.output.transfers.flatMap((candidate) => {
    const transfer = v.safeParse(transferSchema, candidate);
    return transfer.success ? [transfer.output] : [];
  });
  return {
    transfers: mergeTransfers([], transfers),
    lastHeight: stored.output.lastHeight,
    unread: stored.output.unread,
    announced: stored.output.announced,
  };
}

// A uint64 (a height, UFix64 units) as stored: decimal digits, read back as bigint.
const uint64 = v.pipe(
  v.string(),
  v.regex(/^\d{1,20}$/),
  v.transform((text) => BigInt(text)),
);
const address = v.pipe(v.string(), v.regex(/^0x[0-9a-f]{16}$/));
const typeIdentifier = v.pipe(v.string(), v.maxLength(400));

const transferSchema = v.object({
  key: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}:\d{1,9}$/)),
  transactionId: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  blockHeight: uint64,
  time: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(1e15))),
  direction: v.picklist(['in', 'out']),
  asset: v.variant('kind', [
    v.object({ kind: v.literal('token'), type: typeIdentifier, amount: uint64 }),
    v.object({
      kind: v.literal('nft'),
      type: typeIdentifier,
      id: v.pipe(v.string(), v.regex(/^\d{1,20}$/)),
    }),
  ]),
  counterparty: v.nullable(address),
  fee: v.nullable(uint64),
});

const storedSchema = v.object({
  version: v.literal(STORAGE_VERSION),
  lastHeight: v.nullable(uint64),
  unread: v.fallback(v.nullable(v.object({ start: uint64, end: uint64 })), null),
  announced: v.fallback(v.array(v.pipe(v.string(), v.maxLength(80))), []),
  transfers: v.array(v.unknown()),
});

/** True for exactly one caller (per store, across tabs as far as storage allows) per key. */
export function claimTransferAnnouncement(store: LocalStore<KnownTransfers>, key: string): boolean {
  if (store.read().announced.includes(key)) return false;
  updateKnownTransfers(store, (known) => ({ ...known, announced: [...known.announced, key] }));
  return true;
}

/** Stores what `change` makes of the known transfers. */
export function updateKnownTransfers(
  store: LocalStore<KnownTransfers>,
  change: (known: KnownTransfers) => KnownTransfers,
): void {
  store.update((known) => serializeKnownTransfers(change(known)));
}
