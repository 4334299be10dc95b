import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeFlowClient, transactionStatus } from '../react/testing/fake-flow-client.ts';
import {
  followTransaction,
  liveSubscriptionsOf,
  MAX_LIVE_SUBSCRIPTIONS,
} from './follow-transaction.ts';

const ID = 'a'.repeat(64);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const callbacks = () => ({
  onStatus: vi.fn(),
  onNotFound: vi.fn(),
  onError: vi.fn(),
  onPolling: vi.fn(),
});

describe('followTransaction', () => {
  it('polls when the client cannot be loaded for a subscription, and reports it', async () => {
    const client = new FakeFlowClient();
    client.transactionStatusResult = async () => transactionStatus({ status: 4 });
    let loads = 0;
    const getClient = async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed to load');
      return client;
    };
    const on = callbacks();
    const following = followTransaction(getClient, ID, on);
    await vi.advanceTimersByTimeAsync(0);
    expect(on.onError).toHaveBeenCalledTimes(1);
    expect(on.onPolling).toHaveBeenCalledTimes(1);
    expect(following.via()).toBe('polling');
    expect(on.onStatus).toHaveBeenCalledWith(expect.objectContaining({ status: 4 }));
    expect(client.statusSubscriptions.size).toBe(0);
  });

  it('hands on UNKNOWN statuses and keeps following', async () => {
    const client = new FakeFlowClient();
    const on = callbacks();
    followTransaction(async () => client, ID, on);
    await vi.advanceTimersByTimeAsync(0);
    client.emitStatus(ID, { status: 0 });
    expect(on.onStatus).toHaveBeenCalledWith(expect.objectContaining({ status: 0 }));
    expect(client.statusSubscriptions.get(ID)).toBe(1);
  });

  it('cancels a subscription that ended before it returned, and ignores late statuses', async () => {
    const client = new FakeFlowClient();
    const on = callbacks();
    const following = followTransaction(async () => client, ID, on);
    following.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.statusSubscriptions.get(ID) ?? 0).toBe(0);
    client.emitStatus(ID, { status: 4 });
    expect(on.onStatus).not.toHaveBeenCalled();
  });

  it('polls from the start when asked to, and stops at a final status', async () => {
    const client = new FakeFlowClient();
    client.transactionStatusResult = async () => transactionStatus({ status: 5 });
    const on = callbacks();
    followTransaction(async () => client, ID, on, { subscribe: false });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.statusReads).toEqual([ID]);
    expect(client.statusSubscriptions.size).toBe(0);
  });

  it('never opens more than 20 live subscriptions on a client, whoever follows: the 21st polls', async () => {
    const client = new FakeFlowClient();
    client.transactionStatusResult = async () => transactionStatus({ status: 1 });
    const ids = Array.from({ length: MAX_LIVE_SUBSCRIPTIONS + 1 }, (_, n) =>
      n.toString(16).padStart(64, '0'),
    );
    const on = ids.map(() => callbacks());
    const followings = ids.map((id, n) =>
      followTransaction(async () => client, id, on[n] ?? callbacks()),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(liveSubscriptionsOf(client)).toBe(MAX_LIVE_SUBSCRIPTIONS);
    expect(
      followings.map((following) => following.via()).filter((via) => via === 'polling'),
    ).toEqual(['polling']);
    expect(client.statusReads).toEqual([ids[MAX_LIVE_SUBSCRIPTIONS]]);

    // A final status ends one subscription and frees its place for the next follower.
    client.emitStatus(ids[0] ?? '', { status: 4 });
    expect(liveSubscriptionsOf(client)).toBe(MAX_LIVE_SUBSCRIPTIONS - 1);
    const next = followTransaction(async () => client, 'f'.repeat(64), callbacks());
    await vi.advanceTimersByTimeAsync(0);
    expect(next.via()).toBe('subscription');
    // Stopping (or giving up for polling) frees the place too, once.
    for (const following of [...followings, next]) following.stop();
    next.stop();
    expect(liveSubscriptionsOf(client)).toBe(0);
  });
});
