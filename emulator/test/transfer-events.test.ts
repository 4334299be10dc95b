/**
 * Incoming and outgoing transfers from the real emulator's events: the same transfers heard
 * live over `/v1/ws` (topic `events`) and read back from `/v1/events`, with exact amounts, the
 * other side named, and the fee told apart from a transfer.
 */

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { transferFlowTransaction } from '../../src/flow/cadence/transactions/transfer_flow.ts';
import { transferNftsTransaction } from '../../src/flow/cadence/transactions/transfer_nfts.ts';
import { transferTokensTransaction } from '../../src/flow/cadence/transactions/transfer_tokens.ts';
import { flowTokenVaultIdentifier } from '../../src/flow/contracts.ts';
import { feePaidOf } from '../../src/flow/transactions/fee-paid.ts';
import type { AccountTransfer } from '../../src/flow/transfers/account-transfer.ts';
import { accountTransfersIn } from '../../src/flow/transfers/account-transfers.ts';
import type { BlockEvents } from '../../src/flow/transfers/block-events.ts';
import {
  eventsByBlock,
  fetchEvents,
  latestSealedHeight,
  planGapFill,
} from '../../src/flow/transfers/event-history.ts';
import { openEventsSocket } from '../../src/flow/transfers/events-socket.ts';
import { transferEventTypeList } from '../../src/flow/transfers/transfer-event-types.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import type { SeededAccount } from '../src/seed.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

describe('transfers from the real emulator’s events', () => {
  let seeded: SeededEmulator;
  let alice: SeededAccount;
  let bob: SeededAccount;
  let issuer: string;
  let startHeight: bigint;
  const heard: BlockEvents[] = [];
  let close = () => {};
  const sent: { flow: string; token: string; nft: string; fees: Map<string, bigint> } = {
    flow: '',
    token: '',
    nft: '',
    fees: new Map(),
  };

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    alice = seeded.account('Alice');
    bob = seeded.account('Bob');
    issuer = seeded.account('Sandbox token issuer').address;
    startHeight = (await latestSealedHeight(seeded.emulator.accessNodeUrl)) + 1n;
    const socket = openEventsSocket({
      accessNodeUrl: seeded.emulator.accessNodeUrl,
      eventTypes: transferEventTypeList('local'),
      startHeight,
      onBlock: (block) => heard.push(block),
      WebSocket,
    });
    close = socket.close;

    const flow = await seeded.send(alice, transferFlowTransaction, {
      amount: parseUFix64('12.34567891'),
      to: bob.address,
    });
    const token = await seeded.send(alice, transferTokensTransaction, {
      amount: parseUFix64('2.5'),
      to: bob.address,
      contractAddress: issuer,
      contractName: 'SandboxUSD',
    });
    const nft = await seeded.send(alice, transferNftsTransaction, {
      nftIdentifier: `A.${issuer.slice(2)}.SandboxKitties.NFT`,
      ids: [3n],
      to: bob.address,
    });
    for (const [name, result] of [
      ['flow', flow],
      ['token', token],
      ['nft', nft],
    ] as const) {
      sent[name] = result.id;
      sent.fees.set(result.id, feePaidOf(result.events, 'local') ?? 0n);
    }
  });
  afterAll(async () => {
    close();
    await seeded?.close();
  });

  const transfersOf = (blocks: readonly BlockEvents[], account: SeededAccount) =>
    blocks.flatMap((block) => accountTransfersIn(block, account.address, 'local'));

  const untilHeard = async (count: number) => {
    for (let waited = 0; waited < 15_000; waited += 100) {
      if (transfersOf(heard, bob).length >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const withoutTimes = (transfers: readonly AccountTransfer[]) =>
    transfers.map(({ time, ...rest }) => rest);

  it('hears Bob’s three incoming transfers live, exact, from Alice', async () => {
    await untilHeard(3);
    const incoming = transfersOf(heard, bob);
    expect(withoutTimes(incoming)).toEqual([
      expect.objectContaining({
        transactionId: sent.flow,
        direction: 'in',
        asset: { kind: 'token', type: flowTokenVaultIdentifier('local'), amount: 1_234_567_891n },
        counterparty: alice.address,
        fee: null,
      }),
      expect.objectContaining({
        transactionId: sent.token,
        direction: 'in',
        asset: {
          kind: 'token',
          type: `A.${issuer.slice(2)}.SandboxUSD.Vault`,
          amount: 250_000_000n,
        },
        counterparty: alice.address,
      }),
      expect.objectContaining({
        transactionId: sent.nft,
        direction: 'in',
        asset: { kind: 'nft', type: `A.${issuer.slice(2)}.SandboxKitties.NFT`, id: '3' },
        counterparty: alice.address,
      }),
    ]);
    // The emulator's `/v1/ws` sends Go's zero time for every block: read as no time.
    expect(incoming.map((transfer) => transfer.time)).toEqual([null, null, null]);
  });

  it('sees Alice’s side as three outgoing transfers, each with her fee and not the fee as a transfer', async () => {
    await untilHeard(3);
    const outgoing = transfersOf(heard, alice);
    expect(
      outgoing.map((transfer) => [
        transfer.transactionId,
        transfer.direction,
        transfer.counterparty,
      ]),
    ).toEqual([
      [sent.flow, 'out', bob.address],
      [sent.token, 'out', bob.address],
      [sent.nft, 'out', bob.address],
    ]);
    for (const transfer of outgoing) {
      expect(transfer.fee).toBe(sent.fees.get(transfer.transactionId));
      expect(transfer.fee).toBeGreaterThan(0n);
    }
  });

  it('reads the same transfers back from /v1/events, window by window', async () => {
    await untilHeard(3);
    const end = await latestSealedHeight(seeded.emulator.accessNodeUrl);
    const types = transferEventTypeList('local');
    const plan = planGapFill(startHeight, end, types.length, 40);
    expect(plan.unfilled).toBeNull();
    const blocks: BlockEvents[] = [];
    for (const window of plan.windows) {
      for (const type of types) {
        blocks.push(...(await fetchEvents(seeded.emulator.accessNodeUrl, type, window)));
      }
    }
    const fromHistory = eventsByBlock(blocks);
    const historyOfBob = transfersOf(fromHistory, bob);
    expect(withoutTimes(historyOfBob)).toEqual(withoutTimes(transfersOf(heard, bob)));
    expect(withoutTimes(transfersOf(fromHistory, alice))).toEqual(
      withoutTimes(transfersOf(heard, alice)),
    );
    // REST gives each block's real time.
    for (const transfer of historyOfBob) {
      expect(Math.abs((transfer.time ?? 0) - Date.now())).toBeLessThan(10 * 60_000);
    }
  });
});
