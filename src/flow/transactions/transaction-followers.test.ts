import { describe, expect, it } from 'vitest';
import type { TransactionStatus } from '../client/flow-client.ts';
import { FakeFlowClient } from '../react/testing/fake-flow-client.ts';
import type { FollowCallbacks } from './follow-transaction.ts';
import { createTransactionFollowers } from './transaction-followers.ts';

const ID = 'c237b3aed0434657a163e8c4def02866e334b67142c1f0a40e61227732fb6063';

function watcher() {
  const statuses: number[] = [];
  const callbacks: FollowCallbacks = {
    onStatus: (status: TransactionStatus) => statuses.push(status.status),
    onNotFound: () => {},
    onError: () => {},
  };
  return { statuses, callbacks };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('transaction followers', () => {
  it('follow each id once, however many watch it, and tell a late watcher the latest status', async () => {
    const client = new FakeFlowClient();
    const followers = createTransactionFollowers(async () => client);
    const first = watcher();
    const stopFirst = followers.follow(ID, first.callbacks).stop;
    await settle();
    client.emitStatus(ID, { status: 2 });
    const second = watcher();
    const stopSecond = followers.follow(ID, second.callbacks).stop;
    expect(client.statusSubscriptions.get(ID)).toBe(1);
    expect(second.statuses).toEqual([2]);
    client.emitStatus(ID, { status: 3 });
    expect(first.statuses).toEqual([2, 3]);
    expect(second.statuses).toEqual([2, 3]);

    stopFirst();
    expect(client.statusSubscriptions.get(ID)).toBe(1);
    stopSecond();
    expect(client.statusSubscriptions.get(ID)).toBe(0);
  });

  it('start again after the last watcher stopped', async () => {
    const client = new FakeFlowClient();
    const followers = createTransactionFollowers(async () => client);
    followers.follow(ID, watcher().callbacks).stop();
    const again = watcher();
    followers.follow(ID, again.callbacks);
    await settle();
    expect(client.statusSubscriptions.get(ID)).toBe(1);
    client.emitStatus(ID, { status: 4 });
    expect(again.statuses).toEqual([4]);
  });
});
