import type { FlowClient } from '../client/flow-client.ts';
import { createListeners } from '../listeners.ts';
import type { Following, FollowTimings } from './follow-transaction.ts';
import { type HeardOfTransaction, heardOfStatus } from './heard-of-transaction.ts';
import { createTransactionFollowers, type TransactionFollowers } from './transaction-followers.ts';
import { phaseOfStatus } from './transaction-phase.ts';
import type { TransactionStore } from './transaction-store.ts';

interface TrackerLimits {
  /** Live subscriptions at most (flow-go allows 20 per socket, FCL shares one); the rest poll. */
  readonly maxSubscriptions: number;
  /**
   * A transaction still unknown to the access node this long after it was sent is settled as
   * `not-found`: past the 600-block expiry window (about 8–10 minutes) with a wide margin.
   */
  readonly notFoundAfterMs: number;
  /** ...provided the node has kept saying "not found" for at least this long. */
  readonly notFoundGraceMs: number;
}

const DEFAULT_TRACKER_LIMITS: TrackerLimits = {
  maxSubscriptions: 20,
  notFoundAfterMs: 15 * 60_000,
  notFoundGraceMs: 15_000,
};

export interface TransactionTrackerOptions {
  readonly store: TransactionStore;
  readonly getClient: () => Promise<FlowClient>;
  /** The network's one follower per id, shared with the screens; its own by default. */
  readonly followers?: TransactionFollowers;
  readonly now?: () => number;
  readonly limits?: Partial<TrackerLimits>;
  readonly timings?: Partial<FollowTimings>;
}

/** How this tab follows one unfinished transaction right now (not kept in storage). */
export interface TrackingInfo {
  readonly via: 'subscription' | 'polling';
  /** Since when the access node has not known the transaction: still propagating. */
  readonly notFoundSince: number | null;
}

/** Follows every unfinished transaction in a store until it is final, and records each step. */
export interface TransactionTracker {
  /** This tab's tracking of `id`; null when it is not being followed (final, or unknown). */
  tracking(id: string): TrackingInfo | null;
  /**
   * What this tab heard of `id` while following it; kept once it is final, for as long as the
   * store has it. Null when this tab has heard nothing of it.
   */
  heardOf(id: string): HeardOfTransaction | null;
  /** Calls `listener` whenever any TrackingInfo or HeardOfTransaction changes. */
  subscribe(listener: () => void): () => void;
  /** Stops following everything; the store keeps the entries for the next tracker. */
  stop(): void;
}

interface Follower {
  following: Following | null;
  info: TrackingInfo;
}

/**
 * Starts following, at once, every unfinished entry of `store` (so a reload resumes where it
 * stopped), and each entry added later, in this tab or another. An entry that turns final,
 * here or in another tab, is no longer followed.
 */
export function createTransactionTracker({
  store,
  getClient,
  followers: transactionFollowers = createTransactionFollowers(getClient),
  now = Date.now,
  limits: limitOverrides,
  timings,
}: TransactionTrackerOptions): TransactionTracker {
  const limits = { ...DEFAULT_TRACKER_LIMITS, ...limitOverrides };
  const followers = new Map<string, Follower>();
  const heard = new Map<string, HeardOfTransaction>();
  const listeners = createListeners();
  let stopped = false;

  const hear = (id: string, change: Partial<HeardOfTransaction>) => {
    const previous = heard.get(id) ?? { status: null, problem: null };
    const next = { ...previous, ...change };
    if (next.status === previous.status && next.problem === previous.problem) return;
    heard.set(id, next);
    listeners.notify();
  };

  const setInfo = (id: string, info: Partial<TrackingInfo>) => {
    const follower = followers.get(id);
    if (follower === undefined) return;
    const next = { ...follower.info, ...info };
    if (next.via === follower.info.via && next.notFoundSince === follower.info.notFoundSince) {
      return;
    }
    follower.info = next;
    listeners.notify();
  };

  const onNotFound = (id: string) => {
    const at = now();
    const since = followers.get(id)?.info.notFoundSince ?? at;
    setInfo(id, { notFoundSince: since });
    const entry = store.get(id);
    if (entry === undefined) return;
    const longAfterSending = at - entry.createdAt >= limits.notFoundAfterMs;
    if (longAfterSending && at - since >= limits.notFoundGraceMs) store.markNotFound(id, at);
  };

  const subscriptionsInUse = () =>
    [...followers.values()].filter((follower) => follower.info.via === 'subscription').length;

  const follow = (id: string) => {
    const via = subscriptionsInUse() < limits.maxSubscriptions ? 'subscription' : 'polling';
    // Listed first: joining a screen's follower replays its latest status at once, and the
    // store's change it makes must find this id already followed.
    const follower: Follower = { following: null, info: { via, notFoundSince: null } };
    followers.set(id, follower);
    const following = transactionFollowers.follow(
      id,
      {
        onStatus: (status) => {
          // Heard before it is recorded: whoever the store's change wakes finds the status.
          hear(id, heardOfStatus(status));
          if (phaseOfStatus(status) === null) {
            onNotFound(id);
            return;
          }
          setInfo(id, { notFoundSince: null });
          store.recordStatus(id, status, now());
        },
        onNotFound: () => {
          hear(id, { problem: null });
          onNotFound(id);
        },
        // Following carries on by itself; the entry shows the outcome once there is one.
        onError: (error) => hear(id, { problem: error }),
        onPolling: () => setInfo(id, { via: 'polling' }),
      },
      { subscribe: via === 'subscription', ...(timings && { timings }) },
    );
    // That replay may have made it final, and so no longer followed.
    if (followers.get(id) !== follower) {
      following.stop();
      return;
    }
    follower.following = following;
    follower.info = { ...follower.info, via: following.via() };
  };

  const unfollow = (id: string) => {
    const follower = followers.get(id);
    if (follower === undefined) return;
    followers.delete(id);
    follower.following?.stop();
  };

  const reconcile = () => {
    if (stopped) return;
    const entries = store.list();
    const unfinished = new Set(entries.filter((entry) => !entry.final).map((entry) => entry.id));
    const kept = new Set(entries.map((entry) => entry.id));
    let changed = false;
    for (const id of [...heard.keys()]) {
      if (!kept.has(id)) {
        heard.delete(id);
        changed = true;
      }
    }
    for (const id of [...followers.keys()]) {
      if (!unfinished.has(id)) {
        unfollow(id);
        changed = true;
      }
    }
    for (const id of unfinished) {
      if (!followers.has(id)) {
        follow(id);
        changed = true;
      }
    }
    if (changed) listeners.notify();
  };

  const unsubscribeStore = store.subscribe(reconcile);
  reconcile();

  return {
    tracking: (id) => followers.get(id)?.info ?? null,
    heardOf: (id) => heard.get(id) ?? null,
    subscribe: listeners.subscribe,
    stop: () => {
      if (stopped) return;
      stopped = true;
      unsubscribeStore();
      for (const id of [...followers.keys()]) unfollow(id);
      heard.clear();
      listeners.clear();
    },
  };
}
