import type { EvmAsset, HistoryTransfer } from '../../flow/history/history-transfer.ts';
import type { TrackedTransaction } from '../../flow/transactions/tracked-transaction.ts';
import type { TransactionPhase } from '../../flow/transactions/transaction-phase.ts';
import type { AccountTransfer, TransferAsset } from '../../flow/transfers/account-transfer.ts';
import type { EvmBalanceChange } from '../../flow/transfers/evm-balance-changes.ts';

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
    }
  | {
      readonly kind: 'history';
      readonly key: string;
      readonly time: number | null;
      readonly transfer: HistoryTransfer;
    }
  | {
      readonly kind: 'balance-change';
      readonly key: string;
      readonly time: number;
      readonly change: EvmBalanceChange;
      /** The asset as the filters and the CSV name it. */
      readonly asset: EvmAsset;
    };

/** Anything a row can have moved. */
export type RowAsset = TransferAsset | EvmAsset;

/** What the asset filter and CSV know an asset by: its type, or its EVM contract. */
export function assetKey(asset: RowAsset): string {
  switch (asset.kind) {
    case 'token':
    case 'nft':
      return asset.type;
    case 'evm-flow':
      return 'evm:flow';
    default:
      return `evm:${asset.contract}`;
  }
}

export type DirectionFilter = 'all' | 'in' | 'out';
export type StatusFilter = 'all' | 'pending' | 'succeeded' | 'failed';

export interface ActivityFilter {
  readonly direction: DirectionFilter;
  /** `all`, or an asset's type identifier. */
  readonly asset: string;
  readonly status: StatusFilter;
}

/**
 * The sent transactions, the transfers heard and the EVM balance changes in one list, newest
 * first. A transfer of a transaction sent from here joins that transaction's row, so nothing is
 * shown twice.
 */
export function activityRows(
  sent: readonly TrackedTransaction[],
  transfers: readonly AccountTransfer[],
  balanceChanges: readonly { readonly change: EvmBalanceChange; readonly asset: EvmAsset }[] = [],
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
  for (const { change, asset } of balanceChanges) {
    rows.push({
      kind: 'balance-change',
      key: `evm:${change.key}`,
      time: change.time,
      change,
      asset,
    });
  }
  return newestFirst(rows);
}

/**
 * The rows with what history sources tell: a source's row of a transaction already listed, or
 * told twice, is left out.
 */
export function withHistory(
  rows: readonly ActivityRow[],
  history: readonly HistoryTransfer[],
): ActivityRow[] {
  const listed = new Set(
    rows.flatMap((row) =>
      row.kind === 'sent'
        ? [row.entry.id]
        : row.kind === 'balance-change'
          ? []
          : [row.transfer.transactionId],
    ),
  );
  const keys = new Set<string>();
  const added: ActivityRow[] = [];
  for (const transfer of history) {
    if (listed.has(transfer.transactionId) || keys.has(transfer.key)) continue;
    keys.add(transfer.key);
    added.push({ kind: 'history', key: transfer.key, time: transfer.time, transfer });
  }
  return newestFirst([...rows, ...added]);
}

// Stable: rows without a time keep their order at the end.
const newestFirst = (rows: ActivityRow[]) => rows.sort((a, b) => (b.time ?? 0) - (a.time ?? 0));

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
  row.kind === 'sent'
    ? STATUS_OF_PHASE[row.entry.phase]
    : row.kind === 'history' && row.transfer.failed
      ? 'failed'
      : 'succeeded';

/** What a row moved: a sent transaction's heard transfers' assets, or the one transfer's. */
export function rowAssets(row: ActivityRow): readonly RowAsset[] {
  switch (row.kind) {
    case 'sent':
      return row.transfers.map((transfer) => transfer.asset);
    case 'balance-change':
      return [row.asset];
    default:
      return [row.transfer.asset];
  }
}

/** A sent transaction is outgoing; a transfer goes the way its event says. */
export function rowDirection(row: ActivityRow): 'in' | 'out' {
  switch (row.kind) {
    case 'sent':
      return 'out';
    case 'balance-change':
      return row.change.delta > 0n ? 'in' : 'out';
    default:
      return row.transfer.direction;
  }
}

export function filterRows(rows: readonly ActivityRow[], filter: ActivityFilter): ActivityRow[] {
  return rows.filter(
    (row) =>
      (filter.direction === 'all' || rowDirection(row) === filter.direction) &&
      (filter.status === 'all' || rowStatus(row) === filter.status) &&
      (filter.asset === 'all' || rowAssets(row).some((asset) => assetKey(asset) === filter.asset)),
  );
}

/** The assets the rows moved, each once, in the order first seen. */
export function assetsIn(rows: readonly ActivityRow[]): RowAsset[] {
  const seen = new Map<string, RowAsset>();
  for (const row of rows) {
    for (const asset of rowAssets(row)) {
      if (!seen.has(assetKey(asset))) seen.set(assetKey(asset), asset);
    }
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
