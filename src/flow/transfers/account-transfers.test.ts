import { describe, expect, it } from 'vitest';
import { systemContractAddress } from '../contracts.ts';
import { accountTransfersIn } from './account-transfers.ts';
import { type BlockEvents, parseBlockEvents } from './block-events.ts';
import { blockJson, eventJson, nftEventJson, tokenEventJson } from './testing/event-json.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const FEES = systemContractAddress('local', 'FlowFees');
const FLOW = 'A.0ae53cb6e3f42a79.FlowToken.Vault';
const KITTY = 'A.120e725050340cab.SandboxKitties.NFT';
const TX = 'a'.repeat(64);
const TX2 = 'b'.repeat(64);

const block = (events: readonly unknown[], timestamp?: string): BlockEvents => {
  const parsed = parseBlockEvents(blockJson(42, events, timestamp));
  if (!parsed) throw new Error('not a block');
  return parsed;
};

/** Bob pays Alice `amount` FLOW in TX, and pays his fee. */
const bobPaysAlice = (amount: string) => [
  tokenEventJson(
    'withdrawn',
    { vault: FLOW, amount, owner: BOB, uuid: '7' },
    { transactionId: TX, eventIndex: 0 },
  ),
  tokenEventJson(
    'deposited',
    { vault: FLOW, amount, owner: ALICE, uuid: '7' },
    { transactionId: TX, eventIndex: 1 },
  ),
  tokenEventJson(
    'withdrawn',
    { vault: FLOW, amount: '0.00001000', owner: BOB, uuid: '9' },
    { transactionId: TX, eventIndex: 2 },
  ),
  tokenEventJson(
    'deposited',
    { vault: FLOW, amount: '0.00001000', owner: FEES, uuid: '9' },
    { transactionId: TX, eventIndex: 3 },
  ),
];

describe('accountTransfersIn', () => {
  it('reads a payment from both sides: the other account named, the payer’s fee told apart', () => {
    const events = block(bobPaysAlice('12.34567891'));
    expect(accountTransfersIn(events, ALICE, 'local')).toEqual([
      {
        key: `${TX}:1`,
        transactionId: TX,
        blockHeight: 42n,
        time: Date.UTC(2026, 11, 1, 10),
        direction: 'in',
        asset: { kind: 'token', type: FLOW, amount: 1_234_567_891n },
        counterparty: BOB,
        fee: null,
      },
    ]);
    expect(accountTransfersIn(events, BOB, 'local')).toEqual([
      expect.objectContaining({
        key: `${TX}:0`,
        direction: 'out',
        asset: { kind: 'token', type: FLOW, amount: 1_234_567_891n },
        counterparty: ALICE,
        fee: 1_000n,
      }),
    ]);
    expect(accountTransfersIn(events, FEES, 'local')).toEqual([
      expect.objectContaining({ direction: 'in', counterparty: BOB }),
    ]);
  });

  it('accepts the address in any case and without leading zeros, as events may write it', () => {
    const events = block([
      tokenEventJson(
        'deposited',
        { vault: FLOW, amount: '1.00000000', owner: '0x1CF0E2F2F715450', uuid: '7' },
        { transactionId: TX, eventIndex: 0 },
      ),
    ]);
    expect(
      accountTransfersIn(events, ALICE.toUpperCase().replace('0X', '0x'), 'local'),
    ).toHaveLength(1);
  });

  it('pairs NFTs by uuid: two kitties in one transaction, each with its id', () => {
    const events = block([
      nftEventJson(
        'withdrawn',
        { nft: KITTY, id: '1', owner: BOB, uuid: '100' },
        { transactionId: TX, eventIndex: 0 },
      ),
      nftEventJson(
        'deposited',
        { nft: KITTY, id: '1', owner: ALICE, uuid: '100' },
        { transactionId: TX, eventIndex: 1 },
      ),
      nftEventJson(
        'withdrawn',
        { nft: KITTY, id: '18446744073709551615', owner: BOB, uuid: '101' },
        { transactionId: TX, eventIndex: 2 },
      ),
      nftEventJson(
        'deposited',
        { nft: KITTY, id: '18446744073709551615', owner: ALICE, uuid: '101' },
        { transactionId: TX, eventIndex: 3 },
      ),
    ]);
    expect(
      accountTransfersIn(events, ALICE, 'local').map((transfer) => [
        transfer.asset,
        transfer.counterparty,
      ]),
    ).toEqual([
      [{ kind: 'nft', type: KITTY, id: '1' }, BOB],
      [{ kind: 'nft', type: KITTY, id: '18446744073709551615' }, BOB],
    ]);
  });

  it('leaves the other side unnamed when the chain does not say it (a vault outside storage)', () => {
    const events = block([
      tokenEventJson(
        'withdrawn',
        { vault: FLOW, amount: '5.00000000', owner: null, uuid: '7' },
        { transactionId: TX, eventIndex: 0 },
      ),
      tokenEventJson(
        'deposited',
        { vault: FLOW, amount: '5.00000000', owner: ALICE, uuid: '7' },
        { transactionId: TX, eventIndex: 1 },
      ),
      tokenEventJson(
        'withdrawn',
        { vault: FLOW, amount: '1.00000000', owner: ALICE, uuid: '8' },
        { transactionId: TX2, eventIndex: 0 },
      ),
    ]);
    expect(
      accountTransfersIn(events, ALICE, 'local').map((transfer) => [
        transfer.direction,
        transfer.counterparty,
      ]),
    ).toEqual([
      ['in', null],
      ['out', null],
    ]);
  });

  it('leaves out a move from the account to itself', () => {
    const events = block([
      tokenEventJson(
        'withdrawn',
        { vault: FLOW, amount: '5.00000000', owner: ALICE, uuid: '7' },
        { transactionId: TX, eventIndex: 0 },
      ),
      tokenEventJson(
        'deposited',
        { vault: FLOW, amount: '5.00000000', owner: ALICE, uuid: '7' },
        { transactionId: TX, eventIndex: 1 },
      ),
    ]);
    expect(accountTransfersIn(events, ALICE, 'local')).toEqual([]);
  });

  it('ignores look-alike events: another contract named FungibleToken, or fields that do not read', () => {
    const fake = eventJson(
      'A.0000000000000bad.FungibleToken.Deposited',
      [
        { name: 'type', value: { type: 'String', value: FLOW } },
        { name: 'amount', value: { type: 'UFix64', value: '1000000.00000000' } },
        { name: 'to', value: { type: 'Optional', value: { type: 'Address', value: ALICE } } },
        { name: 'depositedUUID', value: { type: 'UInt64', value: '1' } },
      ],
      { transactionId: TX, eventIndex: 0 },
    );
    const malformed = [
      tokenEventJson(
        'deposited',
        { vault: FLOW, amount: '-1', owner: ALICE, uuid: '7' },
        { transactionId: TX, eventIndex: 1 },
      ),
      tokenEventJson(
        'deposited',
        { vault: FLOW, amount: '1.00000000', owner: 'Alice', uuid: '7' },
        { transactionId: TX, eventIndex: 2 },
      ),
      tokenEventJson(
        'deposited',
        { vault: FLOW, amount: '1.00000000', owner: ALICE, uuid: '18446744073709551616' },
        { transactionId: TX, eventIndex: 3 },
      ),
      {
        ...tokenEventJson(
          'deposited',
          { vault: FLOW, amount: '1.00000000', owner: ALICE, uuid: '1' },
          { transactionId: TX, eventIndex: 4 },
        ),
        payload: 'not base64 JSON',
      },
    ];
    expect(accountTransfersIn(block([fake, ...malformed]), ALICE, 'local')).toEqual([]);
  });

  it('reads a placeholder block time (Go’s zero time, as the emulator’s stream sends) as none', () => {
    const events = block(bobPaysAlice('1.00000000'), '0001-01-01T00:00:00Z');
    expect(accountTransfersIn(events, ALICE, 'local')[0]?.time).toBeNull();
  });
});

describe('parseBlockEvents', () => {
  it('refuses what is not a block of events, and reads a block without events', () => {
    expect(parseBlockEvents(null)).toBeNull();
    expect(parseBlockEvents({ block_height: '-1', block_timestamp: 'x', events: [] })).toBeNull();
    expect(parseBlockEvents({ ...blockJson(1, []), events: [{ type: 'x' }] })).toBeNull();
    expect(parseBlockEvents({ block_height: '5', block_timestamp: 'x' })).toEqual({
      blockHeight: 5n,
      blockTimestamp: 'x',
      events: [],
    });
  });
});
