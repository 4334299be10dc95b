import { type LocalStore, sharedLocalStores } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import {
  type KnownTransfers,
  parseKnownTransfers,
  transfersStorageKey,
} from './stored-transfers.ts';
import { startTransferFeed, type TransferFeed, type TransferFeedOptions } from './transfer-feed.ts';

const storeOf = sharedLocalStores(parseKnownTransfers);
const feeds = new Map<string, { readonly feed: TransferFeed; users: number }>();

/** The one store of an account's known transfers on a network, shared by every screen. */
export const transferStoreOf = (
  network: FlowNetwork,
  account: string,
): LocalStore<KnownTransfers> => storeOf(transfersStorageKey(network, account));

/**
 * The account's one feed on a network (one socket, one gap fill), shared by whoever needs it
 * (Activity, the header's live indicator); it stops when the last of them releases it.
 */
export function acquireTransferFeed(options: Omit<TransferFeedOptions, 'store'>): {
  readonly feed: TransferFeed;
  readonly release: () => void;
} {
  const key = `${options.accessNodeUrl} ${transfersStorageKey(options.network, options.account)}`;
  let entry = feeds.get(key);
  if (!entry) {
    entry = {
      feed: startTransferFeed({
        ...options,
        store: transferStoreOf(options.network, options.account),
      }),
      users: 0,
    };
    feeds.set(key, entry);
  }
  const acquired = entry;
  acquired.users += 1;
  let released = false;
  return {
    feed: acquired.feed,
    release: () => {
      if (released) return;
      released = true;
      acquired.users -= 1;
      if (acquired.users > 0) return;
      acquired.feed.stop();
      feeds.delete(key);
    },
  };
}
