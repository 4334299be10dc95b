import * as v from 'valibot';
import type { FlowNetwork } from '../networks.ts';
import { objectEntriesSchema } from '../object-entries-schema.ts';
import { storageKey } from '../storage-key.ts';
import {
  isRecipientAddress,
  isTransactionId,
  type TrackedTransaction,
} from './tracked-transaction.ts';
import {
  FINAL_PHASES,
  furthestPhase,
  isFinalPhase,
  type PhaseTimes,
  TRANSACTION_PHASES,
  type TransactionPhase,
} from './transaction-phase.ts';

export const MAX_TRACKED_TRANSACTIONS = 100;
const MAX_TITLE_LENGTH = 200;
const MAX_ERROR_MESSAGE_LENGTH = 20_000;
const STORAGE_VERSION = 1;
const DEFAULT_TITLE = 'Transaction';
// Far beyond any real date (year 33658); keeps absurd numbers out of Date formatting.
const MAX_TIMESTAMP = 1e15;

/** Whose transactions a list holds; every stored entry must belong to it. */
export interface TransactionScope {
  readonly network: FlowNetwork;
  readonly account: string;
}

export const transactionsStorageKey = ({ network, account }: TransactionScope): string =>
  storageKey(network, account, 'transactions');

interface StoredTransaction {
  readonly id: string;
  readonly network: FlowNetwork;
  readonly account: string;
  readonly title: string;
  readonly recipient?: string;
  readonly createdAt: number;
  readonly phases: PhaseTimes;
  readonly errorMessage: string | null;
  /** UFix64 units as decimal digits (JSON has no bigint). */
  readonly feePaid?: string | null;
  readonly final: boolean;
  readonly announced: readonly TransactionPhase[];
}

export function serializeTransactions(entries: readonly TrackedTransaction[]): string {
  const transactions: StoredTransaction[] = entries.map((entry) => ({
    id: entry.id,
    network: entry.network,
    account: entry.account,
    title: entry.title,
    ...(entry.recipient !== undefined && { recipient: entry.recipient }),
    createdAt: entry.createdAt,
    phases: entry.phaseTimes,
    errorMessage: entry.errorMessage,
    feePaid: entry.feePaid === null ? null : entry.feePaid.toString(),
    final: entry.final,
    announced: entry.announced,
  }));
  return JSON.stringify({ version: STORAGE_VERSION, transactions });
}

/**
 * Reads a stored list back. Storage is untrusted (other code, extensions, an older version may
 * have written it): anything that does not check out is dropped entry by entry, never thrown.
 */
export function parseStoredTransactions(
  raw: string | null,
  scope: TransactionScope,
): TrackedTransaction[] {
  if (raw === null) return [];
  const stored = v.safeParse(storedListSchema, raw);
  if (!stored.success) return [];
  const seen = new Set<string>();
  const entries: TrackedTransaction[] = [];
  for (const candidate of stored.output.transactions) {
    const entry = toTrackedTransaction(candidate, scope);
    if (entry === null || seen.has(entry.id)) continue;
    seen.add(entry.id);
    entries.push(entry);
  }
  return orderAndCap(entries);
}

/** Newest first, at most MAX_TRACKED_TRANSACTIONS: the oldest final entries go first. */
export function orderAndCap(entries: readonly TrackedTransaction[]): TrackedTransaction[] {
  const ordered = [...entries].sort(
    (a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  let excess = ordered.length - MAX_TRACKED_TRANSACTIONS;
  if (excess <= 0) return ordered;
  const dropped = new Set<TrackedTransaction>();
  for (let index = ordered.length - 1; index >= 0 && excess > 0; index -= 1) {
    const entry = ordered[index];
    if (entry?.final) {
      dropped.add(entry);
      excess -= 1;
    }
  }
  // Only when more than the cap are still in flight does an unfinished one give way.
  return ordered.filter((entry) => !dropped.has(entry)).slice(0, MAX_TRACKED_TRANSACTIONS);
}

/** Builds an entry from its stored fields, deriving the phase and finality from the times. */
export function trackedTransaction(
  fields: Omit<TrackedTransaction, 'phase' | 'final'>,
): TrackedTransaction {
  const phaseTimes = withOneFinalPhase(fields.phaseTimes);
  const phase = furthestPhase(phaseTimes);
  return {
    ...fields,
    phaseTimes,
    phase,
    final: isFinalPhase(phase),
  };
}

// Control characters, bidirectional overrides and zero-width characters have no place in a
// one-line title and could disguise it.
const UNPRINTABLE = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;

/** A title fit to show: one line of plain text, at most MAX_TITLE_LENGTH characters. */
export function cleanTitle(title: string): string {
  const line = title.replace(UNPRINTABLE, ' ').replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  const capped =
    characters.length <= MAX_TITLE_LENGTH
      ? line
      : `${characters.slice(0, MAX_TITLE_LENGTH - 1).join('')}…`;
  return capped === '' ? DEFAULT_TITLE : capped;
}

export const capErrorMessage = (message: string): string =>
  message.length <= MAX_ERROR_MESSAGE_LENGTH
    ? message
    : `${message.slice(0, MAX_ERROR_MESSAGE_LENGTH - 1)}…`;

const timestampSchema = v.pipe(v.number(), v.finite(), v.gtValue(0), v.ltValue(MAX_TIMESTAMP));

const storedListSchema = v.pipe(
  v.string(),
  v.parseJson(),
  v.object({ version: v.literal(STORAGE_VERSION), transactions: v.array(v.unknown()) }),
);

const storedTransactionSchema = v.object({
  id: v.custom<string>(isTransactionId),
  // Checked against the list's scope by toTrackedTransaction.
  network: v.string(),
  account: v.string(),
  title: v.pipe(v.string(), v.transform(cleanTitle)),
  // An older version stored none; anything but an address is dropped, not the entry.
  recipient: v.fallback(v.optional(v.custom<string>(isRecipientAddress)), undefined),
  createdAt: timestampSchema,
  phases: v.pipe(
    objectEntriesSchema,
    v.array(v.tuple([v.picklist(TRANSACTION_PHASES), timestampSchema])),
    v.transform((entries): PhaseTimes => Object.fromEntries(entries)),
  ),
  errorMessage: v.nullable(v.pipe(v.string(), v.transform(capErrorMessage))),
  // An older version stored none; a malformed one is dropped, not the entry.
  feePaid: v.fallback(
    v.nullable(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,20}$/),
        v.transform((digits) => BigInt(digits)),
      ),
    ),
    null,
  ),
  announced: v.fallback(
    v.pipe(
      v.array(v.unknown()),
      v.transform((phases) => TRANSACTION_PHASES.filter((phase) => phases.includes(phase))),
    ),
    [],
  ),
});

function toTrackedTransaction(value: unknown, scope: TransactionScope): TrackedTransaction | null {
  const stored = v.safeParse(storedTransactionSchema, value);
  if (!stored.success) return null;
  const {
    id,
    network,
    account,
    title,
    recipient,
    createdAt,
    phases,
    errorMessage,
    feePaid,
    announced,
  } = stored.output;
  if (network !== scope.network || account !== scope.account) return null;
  return trackedTransaction({
    id,
    network: scope.network,
    account: scope.account,
    title,
    ...(recipient !== undefined && { recipient }),
    createdAt,
    phaseTimes: phases,
    errorMessage,
    feePaid,
    announced,
  });
}

function withOneFinalPhase(times: PhaseTimes): PhaseTimes {
  const finals = FINAL_PHASES.filter((phase) => times[phase] !== undefined);
  if (finals.length <= 1) return times;
  const [kept] = finals;
  const result: Partial<Record<TransactionPhase, number>> = { ...times };
  for (const phase of finals) if (phase !== kept) delete result[phase];
  return result;
}
