import { describe, expect, it } from 'vitest';
import type { AccountTransfer } from './account-transfer.ts';
import {
  type KnownTransfers,
  MAX_KEPT_TRANSFERS,
  mergeTransfers,
  parseKnownTransfers,
  serializeKnownTransfers,
} from './stored-transfers.ts';

const transfer = (
  height: number,
  eventIndex = 0,
  time: number | null = 1_000,
): AccountTransfer => ({
  key: `${'a'.repeat(63)}${height % 10}:${eventIndex}`,
  transactionId: `${'a'.repeat(63)}${height % 10}`,
  blockHeight: BigInt(height),
  time,
  direction: 'in',
  asset: {
    kind: 'token',
    type: 'A.0ae53cb6e3f42a79.FlowToken.Vault',
    amount: 18_446_744_073_709_551_615n,
  },
  counterparty: '0x179b6b1cb6755e31',
  fee: null,
});

const roundTrip = (known: KnownTransfers) =>
  parseKnownTransfers(JSON.parse(JSON.stringify(serializeKnownTransfers(known))));

describe('stored transfers', () => {
  it('round-trip through JSON exactly, the largest UFix64 included', () => {
    const known: KnownTransfers = {
      transfers: [
        transfer(3),
        {
          ...transfer(2),
          asset: { kind: 'nft', type: 'A.120e725050340cab.SandboxKitties.NFT', id: '4' },
          fee: 1_000n,
        },
      ],
      lastHeight: 99n,
      unread: { start: 1n, end: 50n },
      announced: ['x:1'],
    };
    expect(roundTrip(known)).toEqual(known);
  });

  it('drop what does not check out, one transfer at a time, never throwing', () => {
    const stored = serializeKnownTransfers({
      transfers: [transfer(3)],
      lastHeight: 5n,
      unread: null,
      announced: [],
    }) as { transfers: unknown[] };
    const hostile = {
      ...stored,
      transfers: [
        ...stored.transfers,
        { ...(stored.transfers[0] as object), key: '<img src=x>' },
        { ...(stored.transfers[0] as object), counterparty: '0xnot-an-address' },
        { ...(stored.transfers[0] as object), asset: { kind: 'token', type: 'x', amount: '1e9' } },
        'junk',
      ],
    };
    expect(parseKnownTransfers(hostile).transfers).toHaveLength(1);
    expect(parseKnownTransfers({ version: 2 })).toEqual({
      transfers: [],
      lastHeight: null,
      unread: null,
      announced: [],
    });
    expect(parseKnownTransfers(undefined).lastHeight).toBeNull();
  });

  it('merge newest block first, one per key, keeping a time heard live over none, capped', () => {
    const live = transfer(7, 1, 5_000);
    const readBack = { ...transfer(7, 1, null) };
    expect(
      mergeTransfers([live], [readBack, transfer(9), transfer(8, 2)]).map((t) => [
        t.blockHeight,
        t.time,
      ]),
    ).toEqual([
      [9n, 1_000],
      [8n, 1_000],
      [7n, 5_000],
    ]);
    const many = Array.from({ length: MAX_KEPT_TRANSFERS + 5 }, (_, index) => ({
      ...transfer(index),
      key: `${'b'.repeat(64)}:${index}`,
    }));
    const kept = mergeTransfers([], many);
    expect(kept).toHaveLength(MAX_KEPT_TRANSFERS);
    expect(kept[0]?.blockHeight).toBe(BigInt(MAX_KEPT_TRANSFERS + 4));
  });
});
