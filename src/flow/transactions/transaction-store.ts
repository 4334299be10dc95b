import type { TransactionStatus } from '@onflow/typedefs';
import { normalizeFlowAddress } from '../address.ts';
import { createListeners } from '../listeners.ts';
import type { FlowNetwork } from '../networks.ts';
import { feePaidOf } from './fee-paid.ts';
import {
  capErrorMessage,
  cleanTitle,
  orderAndCap,
  parseStoredTransactions,
  serializeTransactions,
  type TransactionScope,
  trackedTransaction,
  transactionsStorageKey,
} from './stored-transactions.ts';
import {
  isRecipientAddress,
  isTransactionId,
  type TrackedTransaction,
} from './tracked-transaction.ts';
import { type PhaseTimes, phasesOfStatus, type TransactionPhase } from './transaction-phase.ts';

export interface TransactionStoreOptions {
  readonly network: FlowNetwork;
  /** The signed-in account, with or without `0x`. */
  readonly account: string;
  /** Where entries are kept; null keeps them in memory only (storage unavailable). */
  readonly storage: Storage | null;
  /** Where other tabs' `storage` events arrive; the window by default. */
  readonly events?: EventTarget | null;
  readonly now?: () => number;
}

export interface NewTransaction {
  readonly id: string;
  readonly title: string;
  readonly recipient?: string;
  readonly createdAt?: number;
}

type StatusObservation = Pick<TransactionStatus, 'status' | 'statusCode' | 'errorMessage'> &
  Partial<Pick<TransactionStatus, 'events'>>;

/**
 * The transactions one account sent on one network, newest first, kept in localStorage and in
 * step with other tabs. Every write re-reads storage first, so a tab never overwrites what
 * another tab recorded meanwhile, and an id is only ever one entry.
 */
export interface TransactionStore {
  readonly network: FlowNetwork;
  readonly account: string;
  readonly storageKey: string;
  /** The entries, newest first; the same array until something changes. */
  list(): readonly TrackedTransaction[];
  get(id: string): TrackedTransaction | undefined;
  /** Calls `listener` after every change, whether made in this tab or another. */
  subscribe(listener: () => void): () => void;
  /** Records a submitted transaction as pending; an id already tracked is left as it is. */
  add(transaction: NewTransaction): TrackedTransaction;
  /** Records the phases a status shows, each with the time it was first seen. */
  recordStatus(id: string, status: StatusObservation, at?: number): void;
  /** Settles a transaction the network has no record of, long after it would have expired. */
  markNotFound(id: string, at?: number): void;
  /** Marks `phase` of `id` as announced; true only for the one caller (in any tab) that did. */
  claimAnnouncement(id: string, phase: TransactionPhase): boolean;
  /** Stops listening to other tabs. */
  dispose(): void;
}

export class InvalidTransactionIdError extends TypeError {
  override name = 'InvalidTransactionIdError' as const;

  constructor(id: string) {
    super(`Not a Flow transaction id (64 hex digits): ${JSON.stringify(id.slice(0, 80))}`);
  }
}

export function createTransactionStore({
  network,
  account: rawAccount,
  storage,
  events = typeof window === 'undefined' ? null : window,
  now = Date.now,
}: TransactionStoreOptions): TransactionStore {
  const account = normalizeFlowAddress(rawAccount);
  const scope: TransactionScope = { network, account };
  const storageKey = transactionsStorageKey(scope);
  const listeners = createListeners();
  let memory = '';
  // After a failed write storage holds an older list than this tab: read from memory until a
  // write succeeds again.
  let storageBehind = false;
  let snapshot: readonly TrackedTransaction[] = [];

  const readRaw = (): string | null => {
    if (storage === null || storageBehind) return memory === '' ? null : memory;
    try {
      return storage.getItem(storageKey);
    } catch {
      return memory === '' ? null : memory;
    }
  };

  const writeRaw = (serialized: string) => {
    memory = serialized;
    if (storage === null) return;
    try {
      storage.setItem(storageKey, serialized);
      storageBehind = false;
    } catch (error) {
      storageBehind = true;
      // Full or blocked storage: this tab keeps tracking from memory.
      console.warn('Flowdeck: could not save the transaction list', error);
    }
  };

  let serializedSnapshot = serializeTransactions(snapshot);
  const show = (entries: readonly TrackedTransaction[]) => {
    const serialized = serializeTransactions(entries);
    if (serialized === serializedSnapshot) return;
    serializedSnapshot = serialized;
    snapshot = entries;
    listeners.notify();
  };

  const read = () => parseStoredTransactions(readRaw(), scope);

  /** Read, change, write: `change` returns null when there is nothing to write. */
  const update = (change: (entries: TrackedTransaction[]) => TrackedTransaction[] | null) => {
    const current = read();
    const next = change(current);
    if (next === null) {
      show(current);
      return;
    }
    const ordered = orderAndCap(next);
    writeRaw(serializeTransactions(ordered));
    show(ordered);
  };

  const replace = (
    id: string,
    change: (entry: TrackedTransaction) => TrackedTransaction | null,
  ): void =>
    update((entries) => {
      const index = entries.findIndex((entry) => entry.id === id);
      const entry = entries[index];
      if (entry === undefined) return null;
      const changed = change(entry);
      if (changed === null) return null;
      return entries.map((candidate, position) => (position === index ? changed : candidate));
    });

  const onStorage = (event: Event) => {
    const key = storageEventKey(event);
    // A null key means another tab cleared all of storage: what it cleared stays cleared.
    if (key === null) {
      show(read());
      return;
    }
    if (key !== storageKey) return;
    // Tabs read and write storage apart, and another tab's write can be based on a read from
    // before this tab's: a transaction this tab just recorded can be missing from it. Entries
    // leave only by the cap, which never drops an unfinished one, so an unfinished entry this
    // tab has and storage lacks was lost that way: it is written back.
    const stored = read();
    const lost = snapshot.filter(
      (entry) => !entry.final && !stored.some((candidate) => candidate.id === entry.id),
    );
    if (lost.length === 0) {
      show(stored);
      return;
    }
    update((entries) => {
      const missing = lost.filter((entry) => !entries.some((kept) => kept.id === entry.id));
      return missing.length === 0 ? null : [...missing, ...entries];
    });
  };
  events?.addEventListener('storage', onStorage);

  snapshot = read();
  serializedSnapshot = serializeTransactions(snapshot);

  return {
    network,
    account,
    storageKey,
    list: () => snapshot,
    get: (id) => snapshot.find((entry) => entry.id === id),
    subscribe: listeners.subscribe,
    add: ({ id, title, recipient, createdAt = now() }) => {
      const normalizedId = id.toLowerCase();
      if (!isTransactionId(normalizedId)) throw new InvalidTransactionIdError(id);
      update((entries) =>
        entries.some((entry) => entry.id === normalizedId)
          ? null
          : [
              trackedTransaction({
                id: normalizedId,
                network,
                account,
                title: cleanTitle(title),
                ...(recipient !== undefined && isRecipientAddress(recipient) && { recipient }),
                createdAt,
                phaseTimes: { pending: createdAt },
                errorMessage: null,
                feePaid: null,
                announced: [],
              }),
              ...entries,
            ],
      );
      const entry = snapshot.find((candidate) => candidate.id === normalizedId);
      if (entry !== undefined) return entry;
      // Only reachable when more than the cap are in flight and this one was the oldest.
      throw new Error(`Transaction ${normalizedId} could not be kept`);
    },
    recordStatus: (id, status, at = now()) =>
      replace(id, (entry) => {
        if (entry.final) return null;
        const phaseTimes = withFirstSeen(entry.phaseTimes, phasesOfStatus(status), at);
        // Events come with the execution result: the fee may be learnt after the phase.
        const feePaid = entry.feePaid ?? feePaidOf(status.events, network);
        if (phaseTimes === entry.phaseTimes && feePaid === entry.feePaid) return null;
        const failed = phaseTimes.failed !== undefined;
        return trackedTransaction({
          ...entry,
          phaseTimes,
          feePaid,
          errorMessage: failed ? capErrorMessage(status.errorMessage) : entry.errorMessage,
        });
      }),
    markNotFound: (id, at = now()) =>
      replace(id, (entry) =>
        entry.final
          ? null
          : trackedTransaction({ ...entry, phaseTimes: { ...entry.phaseTimes, 'not-found': at } }),
      ),
    claimAnnouncement: (id, phase) => {
      let claimed = false;
      replace(id, (entry) => {
        if (entry.announced.includes(phase)) return null;
        claimed = true;
        return { ...entry, announced: [...entry.announced, phase] };
      });
      return claimed;
    },
    dispose: () => {
      events?.removeEventListener('storage', onStorage);
      listeners.clear();
    },
  };
}

/** `times` with each of `phases` set to `at` unless already seen; the same object if none is new. */
function withFirstSeen(
  times: PhaseTimes,
  phases: readonly TransactionPhase[],
  at: number,
): PhaseTimes {
  const missing = phases.filter((phase) => times[phase] === undefined);
  if (missing.length === 0) return times;
  const next: Partial<Record<TransactionPhase, number>> = { ...times };
  for (const phase of missing) next[phase] = at;
  return next;
}

function storageEventKey(event: Event): string | null | undefined {
  if (!('key' in event)) return undefined;
  const { key } = event;
  return typeof key === 'string' || key === null ? key : undefined;
}
