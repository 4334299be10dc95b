import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../client/testing/memory-storage.ts';
import { FakeFlowClient } from '../react/testing/fake-flow-client.ts';
import { createWalletGate } from '../wallet/wallet-gate.ts';
import { sendTransaction } from './send-transaction.ts';
import { createTransactionCenter } from './transaction-center.ts';
import { createTransactionStore } from './transaction-store.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';
const TX_ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';
const OTHER_TX_ID = 'b'.repeat(64);

/** A center on a fake client, with memory storage unless given, counting its refreshes. */
function centerOn(client = new FakeFlowClient('testnet'), storage: Storage | null = null) {
  const refreshReads = vi.fn();
  const center = createTransactionCenter({
    network: 'testnet',
    getClient: async () => client,
    walletGate: createWalletGate({ closeWalletView: () => false }),
    storage,
    refreshReads,
  });
  return { client, center, refreshReads };
}

/** Time for what could happen asynchronously, before saying that it did not. */
const aWhile = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the transaction center', () => {
  it('records what is sent, follows it with one follower however many watch it, and refreshes the reads once it sealed', async () => {
    const { client, center, refreshReads } = centerOn();
    client.mutateResult = async () => TX_ID;
    center.setAccount(ALICE);
    await expect(
      sendTransaction(center.sender, { cadence: 'transaction {}', title: 'Send 1 FLOW' }),
    ).resolves.toBe(TX_ID);
    await vi.waitFor(() => expect(center.transactions()).toHaveLength(1));
    expect(center.transactions()).toEqual([
      expect.objectContaining({
        id: TX_ID,
        account: ALICE,
        title: 'Send 1 FLOW',
        phase: 'pending',
      }),
    ]);
    const unwatch = [center.watch(TX_ID), center.watch(TX_ID.toUpperCase())];
    await vi.waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    // Recorded, not yet shown by the network.
    expect(center.transaction(TX_ID)).toMatchObject({ phase: null, status: null, error: null });
    expect(center.transaction(TX_ID).tracking).toEqual({
      via: 'subscription',
      notFoundSince: null,
    });

    client.emitStatus(TX_ID, { status: 2, statusString: 'FINALIZED' });
    expect(center.transaction(TX_ID).phase).toBe('finalized');
    expect(refreshReads).not.toHaveBeenCalled();
    client.emitStatus(TX_ID, { status: 4, statusString: 'SEALED' });
    expect(center.transaction(TX_ID)).toMatchObject({ phase: 'sealed', error: null });
    expect(center.transaction(TX_ID).status?.statusString).toBe('SEALED');
    expect(center.transaction(TX_ID).tracking).toBeNull();
    expect(refreshReads).toHaveBeenCalledOnce();
    expect(client.statusSubscriptions.get(TX_ID)).toBe(0);
    for (const stop of unwatch) stop();
    center.dispose();
  });

  it('gives the same view until the transaction changes', async () => {
    const { client, center } = centerOn();
    const unwatch = center.watch(TX_ID);
    const first = center.transaction(TX_ID);
    expect(center.transaction(TX_ID)).toBe(first);
    await vi.waitFor(() => expect(client.statusSubscriptions.get(TX_ID)).toBe(1));
    client.emitStatus(TX_ID, { status: 1, statusString: 'PENDING' });
    const pending = center.transaction(TX_ID);
    expect(pending).not.toBe(first);
    expect(pending.phase).toBe('pending');
    expect(center.transaction(TX_ID)).toBe(pending);
    unwatch();
  });

  it('follows a transaction no account tracks only while it is watched, and refreshes once it changed the chain', async () => {
    const { client, center, refreshReads } = centerOn();
    const listener = vi.fn();
    center.subscribe(listener);
    const unwatch = center.watch(OTHER_TX_ID);
    await vi.waitFor(() => expect(client.statusSubscriptions.get(OTHER_TX_ID)).toBe(1));
    client.emitStatus(OTHER_TX_ID, {
      status: 4,
      statusString: 'SEALED',
      statusCode: 1,
      errorMessage: '[Error Code: 1101] cadence runtime error: panic: no',
    });
    expect(center.transaction(OTHER_TX_ID)).toMatchObject({ phase: 'failed', tracked: null });
    expect(center.transaction(OTHER_TX_ID).error?.name).toBe('TransactionFailedError');
    expect(listener).toHaveBeenCalled();
    // Failed and charged: the chain changed.
    expect(refreshReads).toHaveBeenCalledOnce();
    unwatch();
    expect(client.statusSubscriptions.get(OTHER_TX_ID)).toBe(0);
    expect(center.transaction(OTHER_TX_ID).phase).toBeNull();
    // Watched again and seen final at once: it was never seen unfinished since, so no refresh.
    center.watch(OTHER_TX_ID);
    await vi.waitFor(() => expect(client.statusSubscriptions.get(OTHER_TX_ID)).toBe(1));
    expect(refreshReads).toHaveBeenCalledOnce();
  });

  it('does not refresh for the settled transactions a list shows from storage', async () => {
    const storage = new MemoryStorage();
    const stored = createTransactionStore({ network: 'testnet', account: ALICE, storage });
    stored.add({ id: TX_ID, title: 'Old send' });
    stored.recordStatus(TX_ID, { status: 4, statusCode: 0, errorMessage: '' }, Date.now());
    stored.dispose();
    const { client, center, refreshReads } = centerOn(new FakeFlowClient('testnet'), storage);
    center.setAccount(ALICE);
    await vi.waitFor(() => expect(center.transactions()).toHaveLength(1));
    const unwatch = center.watch(TX_ID);
    expect(center.transaction(TX_ID).phase).toBe('sealed');
    await aWhile();
    expect(client.statusSubscriptions.get(TX_ID) ?? 0).toBe(0);
    expect(refreshReads).not.toHaveBeenCalled();
    unwatch();
  });

  it('records a transaction sent before the account was known for the account that turns up soon', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { center } = centerOn();
      center.sender.recordSubmitted('c'.repeat(64), { title: 'Too old' });
      vi.setSystemTime(Date.now() + 3 * 60_000);
      center.sender.recordSubmitted(TX_ID, {
        title: 'Signed in while sending',
        recipient: '0x179b6b1cb6755e31',
      });
      expect(center.transactions()).toEqual([]);
      center.setAccount(ALICE);
      await vi.waitFor(() => expect(center.transactions()).toHaveLength(1));
      expect(center.transactions()[0]).toMatchObject({
        id: TX_ID,
        account: ALICE,
        recipient: '0x179b6b1cb6755e31',
      });
      center.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps each account’s transactions apart, and none while signed out', async () => {
    const { center } = centerOn(new FakeFlowClient('testnet'), new MemoryStorage());
    center.setAccount(ALICE);
    center.sender.recordSubmitted(TX_ID, { title: 'Alice’s' });
    await vi.waitFor(() => expect(center.transactions()).toHaveLength(1));
    expect(center.transactions().map((entry) => entry.title)).toEqual(['Alice’s']);
    expect(center.claimAnnouncement(TX_ID, 'pending')).toBe(true);
    expect(center.claimAnnouncement(TX_ID, 'pending')).toBe(false);
    center.setAccount(BOB);
    expect(center.transactions()).toEqual([]);
    await aWhile();
    expect(center.transactions()).toEqual([]);
    center.setAccount(null);
    expect(center.transactions()).toEqual([]);
    expect(center.claimAnnouncement(TX_ID, 'sealed')).toBe(false);
    center.setAccount(ALICE);
    await vi.waitFor(() => expect(center.transactions()).toHaveLength(1));
    center.dispose();
  });
});
