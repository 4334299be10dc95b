import type { FlowClient } from '../client/flow-client.ts';
import type { FlowNetwork } from '../networks.ts';
import { createTransactionStore, type TransactionStore } from './transaction-store.ts';
import { createTransactionTracker, type TransactionTracker } from './transaction-tracker.ts';

export interface TransactionCenter {
  readonly store: TransactionStore;
  readonly tracker: TransactionTracker;
}

export interface TransactionCenterOptions {
  readonly network: FlowNetwork;
  readonly account: string;
  readonly storage: Storage | null;
  readonly getClient: () => Promise<FlowClient>;
}

/**
 * One account's transactions on one network, and their follower. Its own module so that the
 * code loads with an account (TrackedTransactionsProvider imports it on sign-in), not with the
 * first paint of a signed-out visitor.
 */
export function createTransactionCenter({
  network,
  account,
  storage,
  getClient,
}: TransactionCenterOptions): TransactionCenter {
  const store = createTransactionStore({ network, account, storage });
  return { store, tracker: createTransactionTracker({ store, getClient }) };
}
