import type { TrackedTransaction } from '../../flow/transactions/tracked-transaction.ts';
import type { TransactionPhase } from '../../flow/transactions/transaction-phase.ts';
import type { AccountTransfer } from '../../flow/transfers/account-transfer.ts';

/** One row of Activity: a transaction sent from here, or a transfer the chain's events told of. */
export type ActivityRow =
  | {
      readonly kind: 'sent';
      readonly key: string;
      readonly time: number;
      readonly entry: TrackedTransaction;
      /** What the chain's events say it moved into or out of the account, once heard. */
      readonly transfers: readonly AccountTransfer[];
    }
  | {
      readonly kind: 'transfer';
      readonly key: string;
      readonly time: number | null;
      readonly transfer: AccountTransfer;
    };

export type DirectionFilter = 'all' | 'in' | 'out';
export type StatusFilter = 'all' | 'pending' | 'succeeded' | 'failed';

export interface ActivityFilter {
  readonly direction: DirectionFilter;
  /** `all`, or an asset's type identifier. */
  readonly asset: string;
  readonly status: StatusFilter;
}

/**
 * The sent transactions and the transfers in one list, newest first. A transfer of a
 * transaction sent from here joins that transaction's row, so nothing is shown twice.
 */
export function activityRows(
  sent: readonly TrackedTransaction[],
  transfers: readonly AccountTransfer[],
): ActivityRow[] {
  const sentIds = new Set(sent.map((entry) => entry.id));
  const rows: ActivityRow[] = sent.map((entry) => ({
    kind: 'sent',
    key: entry.id,
    time: entry.createdAt,
    entry,
    transfers: transfers.filter((transfer) => transfer.transactionId === entry.id),
  }));
  for (const transfer of transfers) {
    if (sentIds.has(transfer.transactionId)) continue;
    rows.push({ kind: 'transfer', key: transfer.key, time: transfer.time, transfer });
  }
  // Stable: transfers without a time keep their order (newest block first) at the end.
  return rows.sort((a, b) => (b.time ?? 0) - (a.time ?? 0));
}

const STATUS_OF_PHASE: Readonly<Record<TransactionPhase, Exclude<StatusFilter, 'all'>>> = {
  pending: 'pending',
  finalized: 'pending',
  executed: 'pending',
  sealed: 'succeeded',
  failed: 'failed',
  expired: 'failed',
  'not-found': 'failed',
};

/** A row's status for the filter: a transfer happened, so it succeeded. */
export const rowStatus = (row: ActivityRow): Exclude<StatusFilter, 'all'> =>
  row.kind === 'sent' ? STATUS_OF_PHASE[row.entry.phase] : 'succeeded';

/** Everything a row moved: a sent transaction's heard transfers, or the one transfer. */
export const rowTransfers = (row: ActivityRow): readonly AccountTransfer[] =>
  row.kind === 'sent' ? row.transfers : [row.transfer];

/** A sent transaction is outgoing; a transfer goes the way its event says. */
export const rowDirection = (row: ActivityRow): 'in' | 'out' =>
  row.kind === 'sent' ? 'out' : row.transfer.direction;

export function filterRows(rows: readonly ActivityRow[], filter: ActivityFilter): ActivityRow[] {
  return rows.filter(
    (row) =>
      (filter.direction === 'all' || rowDirection(row) === filter.direction) &&
      (filter.status === 'all' || rowStatus(row) === filter.status) &&
      (filter.asset === 'all' ||
        rowTransfers(row).some((transfer) => transfer.asset.type === filter.asset)),
  );
}

/** The assets the rows moved, each once, in the order first seen. */
export function assetsIn(rows: readonly ActivityRow[]): AccountTransfer['asset'][] {
  const seen = new Map<string, AccountTransfer['asset']>();
  for (const row of rows) {
    for (const { asset } of rowTransfers(row))
      if (!seen.has(asset.type)) seen.set(asset.type, asset);
  }
  return [...seen.values()];
}

const DIRECTION_FILTERS: readonly DirectionFilter[] = ['all', 'in', 'out'];
const STATUS_FILTERS: readonly StatusFilter[] = ['all', 'pending', 'succeeded', 'failed'];

/** A filter from the address bar's `direction`, `asset` and `status` (anything else: all). */
export function filterFromSearch(search: URLSearchParams): ActivityFilter {
  return {
    direction: directionFilter(search.get('direction')),
    asset: search.get('asset')?.slice(0, 400) || 'all',
    status: statusFilter(search.get('status')),
  };
}

/** The filter as search parameters, leaving out what is `all`. */
export function searchOfFilter(filter: ActivityFilter): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== 'all'));
}

export const directionFilter = (text: string | null): DirectionFilter =>
  DIRECTION_FILTERS.find((value) => value === text) ?? 'all';

export const statusFilter = (text: string | null): StatusFilter =>
  STATUS_FILTERS.find((value) => value === text) ?? 'all';
