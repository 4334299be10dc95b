import type { FlowClient, TransactionStatus } from '../client/flow-client.ts';
import type { FlowError } from '../errors.ts';
import { createListeners } from '../listeners.ts';
import type { FlowNetwork } from '../networks.ts';
import type { Following } from './follow-transaction.ts';
import { type HeardOfTransaction, heardOfStatus } from './heard-of-transaction.ts';
import type { TrackedTransaction } from './tracked-transaction.ts';
import { transactionError } from './transaction-error.ts';
import { createTransactionFollowers } from './transaction-followers.ts';
import { isFinalPhase, phaseOfStatus, type TransactionPhase } from './transaction-phase.ts';
import {
  createTransactionStore,
  type NewTransaction,
  type TransactionStore,
} from './transaction-store.ts';
import {
  createTransactionTracker,
  type TrackingInfo,
  type TransactionTracker,
} from './transaction-tracker.ts';

/** One transaction as the screens show it, whoever sent it. */
export interface TransactionView {
  /** The furthest phase the network has shown; null while it does not know the transaction. */
  readonly phase: TransactionPhase | null;
  /** The latest status from the access node that showed a phase (with its events); else null. */
  readonly status: TransactionStatus | null;
  /** Its failure (explained from its error message), its expiry, or a problem following it. */
  readonly error: FlowError | null;
  /** The signed-in account's record of it; null when the account does not track it. */
  readonly tracked: TrackedTransaction | null;
  /** How this tab follows it while it is tracked and unfinished; else null. */
  readonly tracking: TrackingInfo | null;
}

export interface TransactionCenterCoreOptions {
  readonly network: FlowNetwork;
  readonly getClient: () => Promise<FlowClient>;
  readonly storage: Storage | null;
  readonly refreshReads: () => void;
}

/** What the transaction center does with the transactions it keeps and follows. */
export interface TransactionKeeping {
  /** The account whose transactions are kept; null while signed out. */
  setAccount(account: string | null): void;
  /** The signed-in account's transactions on this network, newest first. */
  transactions(): readonly TrackedTransaction[];
  /** Any transaction by id (the same object until it changes), tracked or not. */
  transaction(id: string): TransactionView;
  /** Follows `id` while watched, when the account does not track it; returns the unwatch. */
  watch(id: string): () => void;
  /** Calls `listener` whenever the list or any transaction's view may have changed. */
  subscribe(listener: () => void): () => void;
  /**
   * True for exactly one caller across tabs and reloads, which then announces that phase of
   * that transaction; false for everyone else (and while signed out).
   */
  claimAnnouncement(id: string, phase: TransactionPhase): boolean;
  /** Stops following everything; a later `setAccount` or `watch` starts again. */
  dispose(): void;
}

/** What transaction-center.ts loads once an account or a screen needs it (see there). */
export interface TransactionCenterCore extends TransactionKeeping {
  /** Keeps a submitted transaction for the account (or, briefly, for the one that turns up). */
  record(transaction: NewTransaction): void;
}

interface AccountTransactions {
  readonly store: TransactionStore;
  readonly tracker: TransactionTracker;
}

// A transaction submitted while no account is known yet (the wallet signed the user in during
// the request) is recorded for the account that turns up, if it does so soon.
const UNRECORDED_MAX_AGE_MS = 2 * 60_000;

const NONE: readonly TrackedTransaction[] = [];
const NOTHING_HEARD: HeardOfTransaction = { status: null, problem: null };

interface Untracked {
  heard: HeardOfTransaction;
  following: Following | null;
}

interface CachedView {
  readonly tracked: TrackedTransaction | null;
  readonly heard: HeardOfTransaction | null;
  readonly tracking: TrackingInfo | null;
  readonly view: TransactionView;
}

const changedChain = (phase: TransactionPhase | null) => phase === 'sealed' || phase === 'failed';

/**
 * The transaction center's state: the signed-in account's record and tracker, the followers of
 * the transactions no account tracks, and what settled.
 */
export function createTransactionCenterCore({
  network,
  getClient,
  storage,
  refreshReads,
}: TransactionCenterCoreOptions): TransactionCenterCore {
  const listeners = createListeners();
  let account: string | null = null;
  let book: AccountTransactions | null = null;
  let closeBook = () => {};
  const unrecorded: NewTransaction[] = [];
  // One follower per id, shared by the account's tracker and the screens.
  const followers = createTransactionFollowers(getClient);
  const watched = new Map<string, number>();
  const untracked = new Map<string, Untracked>();
  const views = new Map<string, CachedView>();
  // Seen unfinished in this tab: its settling, if it changed the chain, refreshes the reads.
  const unfinished = new Set<string>();
  const settled = new Set<string>();

  const settle = (id: string) => {
    if (settled.has(id)) return;
    settled.add(id);
    refreshReads();
  };

  const noteProgress = (id: string, phase: TransactionPhase | null, final: boolean) => {
    if (!final) unfinished.add(id);
    else if (unfinished.delete(id) && changedChain(phase)) settle(id);
  };

  const transaction = (rawId: string): TransactionView => {
    const id = rawId.toLowerCase();
    const tracked = book?.store.get(id) ?? null;
    const heard = tracked
      ? (book?.tracker.heardOf(id) ?? null)
      : (untracked.get(id)?.heard ?? null);
    const tracking = tracked ? (book?.tracker.tracking(id) ?? null) : null;
    const cached = views.get(id);
    if (
      cached &&
      cached.tracked === tracked &&
      cached.heard === heard &&
      cached.tracking === tracking
    ) {
      return cached.view;
    }
    const status = heard?.status ?? null;
    // The store records a submitted transaction as pending before the network has shown it.
    const phase = tracked
      ? tracked.phase === 'pending' && status === null
        ? null
        : tracked.phase
      : status && phaseOfStatus(status);
    const errorMessage = tracked ? tracked.errorMessage : (status?.errorMessage ?? null);
    const view: TransactionView = {
      phase,
      status,
      error: transactionError(id, phase, errorMessage, heard?.problem ?? null),
      tracked,
      tracking,
    };
    views.set(id, { tracked, heard, tracking, view });
    return view;
  };

  const hearUntracked = (id: string, change: Partial<HeardOfTransaction>) => {
    const following = untracked.get(id);
    if (!following) return;
    const next = { ...following.heard, ...change };
    if (next.status === following.heard.status && next.problem === following.heard.problem) return;
    following.heard = next;
    changed();
  };

  const followUntracked = (id: string) => {
    if (untracked.has(id)) return;
    const state: Untracked = { heard: NOTHING_HEARD, following: null };
    untracked.set(id, state);
    // Told at once of what the follower last heard, when it already runs: not from inside the
    // change that started it.
    queueMicrotask(() => {
      if (untracked.get(id) !== state) return;
      const following = followers.follow(id, {
        onStatus: (status) => hearUntracked(id, heardOfStatus(status)),
        // Not known yet: still propagating, which is not a problem.
        onNotFound: () => hearUntracked(id, { problem: null }),
        onError: (problem) => hearUntracked(id, { problem }),
      });
      if (untracked.get(id) === state) state.following = following;
      else following.stop();
    });
  };

  const stopUntracked = (id: string) => {
    untracked.get(id)?.following?.stop();
    untracked.delete(id);
  };

  // After any change: the account's record and the watched transactions agree with what is
  // followed, what settled is refreshed for, and every watcher hears of it.
  const changed = () => {
    const store: TransactionStore | undefined = book?.store;
    for (const entry of store?.list() ?? NONE) noteProgress(entry.id, entry.phase, entry.final);
    for (const id of watched.keys()) {
      if (store?.get(id)) stopUntracked(id);
      else followUntracked(id);
      const { phase } = transaction(id);
      noteProgress(id, phase, phase !== null && isFinalPhase(phase));
    }
    listeners.notify();
  };

  const record = (transactionToRecord: NewTransaction) => {
    if (!book) {
      unrecorded.push(transactionToRecord);
      return;
    }
    try {
      book.store.add(transactionToRecord);
    } catch (error) {
      // The transaction was submitted: failing to record it must not make the send look failed.
      console.error('Flowdeck: could not record a submitted transaction', error);
    }
  };

  const openBook = (forAccount: string) => {
    const store = createTransactionStore({ network, account: forAccount, storage });
    const tracker = createTransactionTracker({ store, getClient, followers });
    book = { store, tracker };
    const unsubscribe = [store.subscribe(changed), tracker.subscribe(changed)];
    closeBook = () => {
      for (const stop of unsubscribe) stop();
      tracker.stop();
      store.dispose();
      book = null;
      closeBook = () => {};
    };
    const now = Date.now();
    for (const waiting of unrecorded.splice(0)) {
      if (now - (waiting.createdAt ?? 0) <= UNRECORDED_MAX_AGE_MS) record(waiting);
    }
  };

  const setAccount = (next: string | null) => {
    if (next === account) return;
    account = next;
    closeBook();
    if (next !== null) openBook(next);
    changed();
  };

  return {
    setAccount,
    record,
    transactions: () => book?.store.list() ?? NONE,
    transaction,
    watch: (rawId) => {
      const id = rawId.toLowerCase();
      watched.set(id, (watched.get(id) ?? 0) + 1);
      changed();
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        const count = (watched.get(id) ?? 1) - 1;
        if (count > 0) {
          watched.set(id, count);
          return;
        }
        watched.delete(id);
        stopUntracked(id);
      };
    },
    subscribe: listeners.subscribe,
    claimAnnouncement: (id, phase) => book?.store.claimAnnouncement(id, phase) ?? false,
    dispose: () => {
      setAccount(null);
      for (const id of [...untracked.keys()]) stopUntracked(id);
    },
  };
}
