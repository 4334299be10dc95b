import type { FlowClient, TransactionStatus } from '../client/flow-client.ts';
import type { FlowError } from '../errors.ts';
import {
  type FollowCallbacks,
  type Following,
  type FollowOptions,
  followTransaction,
} from './follow-transaction.ts';

/** The one follower of each transaction id, shared by everything that watches it. */
export interface TransactionFollowers {
  /**
   * Watches `id`: the first watcher starts its follower (with its `options`), a later one joins
   * it and is told at once the latest it saw; the follower stops when its last watcher does.
   */
  follow(id: string, callbacks: FollowCallbacks, options?: FollowOptions): Following;
}

type Latest =
  | { readonly kind: 'status'; readonly status: TransactionStatus }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly error: FlowError };

interface SharedFollower {
  readonly following: Following;
  readonly watchers: Set<FollowCallbacks>;
  latest: Latest | null;
}

function tell(watcher: FollowCallbacks, latest: Latest): void {
  if (latest.kind === 'status') watcher.onStatus(latest.status);
  else if (latest.kind === 'not-found') watcher.onNotFound();
  else watcher.onError(latest.error);
}

export function createTransactionFollowers(
  getClient: () => Promise<FlowClient>,
): TransactionFollowers {
  const followers = new Map<string, SharedFollower>();

  const start = (id: string, options: FollowOptions | undefined): SharedFollower => {
    const watchers = new Set<FollowCallbacks>();
    const deliver = (latest: Latest) => {
      shared.latest = latest;
      for (const watcher of [...watchers]) tell(watcher, latest);
    };
    const following = followTransaction(
      getClient,
      id,
      {
        onStatus: (status) => deliver({ kind: 'status', status }),
        onNotFound: () => deliver({ kind: 'not-found' }),
        onError: (error) => deliver({ kind: 'error', error }),
        onPolling: () => {
          for (const watcher of [...watchers]) watcher.onPolling?.();
        },
      },
      options,
    );
    const shared: SharedFollower = { following, watchers, latest: null };
    return shared;
  };

  return {
    follow(id, callbacks, options) {
      let shared = followers.get(id);
      if (shared === undefined) {
        shared = start(id, options);
        followers.set(id, shared);
      } else if (shared.latest !== null) {
        tell(callbacks, shared.latest);
      }
      const joined = shared;
      joined.watchers.add(callbacks);
      return {
        via: joined.following.via,
        stop: () => {
          if (!joined.watchers.delete(callbacks) || joined.watchers.size > 0) return;
          joined.following.stop();
          if (followers.get(id) === joined) followers.delete(id);
        },
      };
    },
  };
}
