import * as v from 'valibot';
import type { FlowNetwork } from '../../flow/networks.ts';
import { storageKey } from '../../flow/storage-key.ts';
import type { ArgumentDraft } from './argument-drafts.ts';
import { argumentDraftsSchema, exceedsArgumentLimits } from './argument-drafts.ts';

/** One past run, kept in localStorage per network. */
export interface RunHistoryEntry {
  readonly cadence: string;
  readonly args: Readonly<Record<string, ArgumentDraft>>;
  /** Digits; absent for the latest sealed block. */
  readonly blockHeight?: string;
  /** Epoch milliseconds. */
  readonly ranAt: number;
  readonly outcome: 'ok' | 'failed';
  /** One line about the result or the error. */
  readonly summary: string;
}

export type HistoryStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const MAX_HISTORY_ENTRIES = 20;
/** A script larger than this is not kept: twenty of them would fill the origin's quota. */
export const MAX_HISTORY_CADENCE = 64 * 1024;
/** A run's one-line summary is at most this long, as written and as read back. */
export const MAX_SUMMARY_LENGTH = 160;

export function runHistoryKey(network: FlowNetwork): string {
  return storageKey('scripts', network);
}

const storedHistorySchema = v.pipe(v.string(), v.parseJson(), v.array(v.unknown()));

const runHistoryEntrySchema = v.object({
  cadence: v.pipe(v.string(), v.maxLength(MAX_HISTORY_CADENCE)),
  args: argumentDraftsSchema,
  blockHeight: v.optional(v.pipe(v.string(), v.regex(/^\d{1,20}$/))),
  ranAt: v.pipe(v.number(), v.finite()),
  outcome: v.picklist(['ok', 'failed']),
  summary: v.pipe(
    v.string(),
    v.transform((summary) => summary.slice(0, MAX_SUMMARY_LENGTH)),
  ),
});

/** The network's past runs, newest first; damaged entries are dropped, never thrown. */
export function readRunHistory(network: FlowNetwork, storage: HistoryStorage): RunHistoryEntry[] {
  let stored: string | null;
  try {
    stored = storage.getItem(runHistoryKey(network));
  } catch {
    return [];
  }
  const list = v.safeParse(storedHistorySchema, stored ?? '[]');
  if (!list.success) return [];
  const entries: RunHistoryEntry[] = [];
  for (const item of list.output) {
    const entry = v.safeParse(runHistoryEntrySchema, item);
    if (entry.success) entries.push(entry.output);
    if (entries.length === MAX_HISTORY_ENTRIES) break;
  }
  return entries;
}

function sameRun(a: RunHistoryEntry, b: RunHistoryEntry): boolean {
  return (
    a.cadence === b.cadence &&
    (a.blockHeight ?? '') === (b.blockHeight ?? '') &&
    JSON.stringify(a.args) === JSON.stringify(b.args)
  );
}

/**
 * Adds a run at the top (a repeat of the same script, args and height replaces its older entry)
 * and keeps the newest twenty. Returns the new list; a script over 64 KB, or arguments over the draft limits, are not recorded, and a
 * storage that throws (quota, private mode) leaves the history as it was.
 */
export function recordRun(
  network: FlowNetwork,
  entry: RunHistoryEntry,
  storage: HistoryStorage,
): RunHistoryEntry[] {
  const current = readRunHistory(network, storage);
  // What reading back would refuse is not written: it would only be dropped on the next read.
  if (entry.cadence.length > MAX_HISTORY_CADENCE || exceedsArgumentLimits(entry.args)) {
    return current;
  }
  const clean: RunHistoryEntry = { ...entry, summary: entry.summary.slice(0, MAX_SUMMARY_LENGTH) };
  const next = [clean, ...current.filter((old) => !sameRun(old, clean))].slice(
    0,
    MAX_HISTORY_ENTRIES,
  );
  try {
    storage.setItem(runHistoryKey(network), JSON.stringify(next));
  } catch {
    return current;
  }
  return next;
}

export function clearRunHistory(network: FlowNetwork, storage: HistoryStorage): void {
  try {
    storage.removeItem(runHistoryKey(network));
  } catch {
    // Nothing to do: a storage that cannot remove cannot have stored much either.
  }
}
