import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { downloadText } from '../../components/ui/download-text.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { ActivityFilters } from './ActivityFilters.tsx';
import {
  type ActivityRow,
  assetsIn,
  filterFromSearch,
  filterRows,
  searchOfFilter,
} from './activity-rows.ts';
import { BalanceChangeItem } from './BalanceChangeItem.tsx';
import { TransactionItem } from './TransactionItem.tsx';
import { TransferItem } from './TransferItem.tsx';

/** Activity's rows, filtered by the address bar, and the export of what the filters show. */
export function ActivityList({
  rows,
  network,
  account,
}: {
  readonly rows: readonly ActivityRow[];
  readonly network: FlowNetwork;
  readonly account: string;
}) {
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const [exportFailed, setExportFailed] = useState(false);
  if (rows.length === 0) {
    return (
      <div className="card activity__empty">
        <h2>Nothing here yet</h2>
        <p>
          When you send something from Flowdeck, it appears here with its live status, the time of
          each step and its result. What others send you appears here too, while Flowdeck is open.
        </p>
      </div>
    );
  }
  // The export's code loads on the first click: most visits never export.
  const exportShown = async () => {
    try {
      const { activityCsv } = await import('./activity-csv.ts');
      setExportFailed(false);
      downloadText(
        `flowdeck-activity-${network}-${account}.csv`,
        'text/csv;charset=utf-8',
        activityCsv(shown, network),
      );
    } catch {
      setExportFailed(true);
    }
  };
  return (
    <>
      <ActivityFilters
        filter={filter}
        assets={assetsIn(rows)}
        network={network}
        onChange={(next) => setSearch(searchOfFilter(next), { replace: true })}
        onExport={exportShown}
        shown={shown.length}
      />
      {exportFailed ? (
        <p className="activity__feed-problem" role="alert">
          The export could not be made: its code did not load. Check the connection and try again.
        </p>
      ) : null}
      {shown.length === 0 ? (
        <p className="activity__empty" role="status">
          Nothing matches these filters.
        </p>
      ) : (
        <ol className="activity__list">
          {shown.map((row) => (
            <li key={row.key}>
              {row.kind === 'sent' ? (
                <TransactionItem entry={row.entry} network={network} />
              ) : row.kind === 'balance-change' ? (
                <BalanceChangeItem change={row.change} asset={row.asset} network={network} />
              ) : (
                <TransferItem transfer={row.transfer} network={network} />
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
