import { useId, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { downloadText } from '../../components/ui/download-text.ts';
import { useAccountTransfers } from '../../flow/react/useAccountTransfers.ts';
import { useEvmAccount } from '../../flow/react/useEvmAccount.ts';
import { useEvmBalanceChanges } from '../../flow/react/useEvmBalanceChanges.ts';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { useHistory } from '../../flow/react/useHistory.ts';
import { useHistorySources } from '../../flow/react/useHistorySources.ts';
import { useTransactions } from '../../flow/react/useTransactions.ts';
import { useTransferFeed } from '../../flow/react/useTransferFeed.ts';
import { useWatchEverywhere } from '../../flow/react/useWatchEverywhere.ts';
import { ActivityFilters } from './ActivityFilters.tsx';
import { activityCsv } from './activity-csv.ts';
import {
  activityRows,
  assetsIn,
  filterFromSearch,
  filterRows,
  searchOfFilter,
} from './activity-rows.ts';
import { BalanceChangeItem } from './BalanceChangeItem.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { TransactionItem } from './TransactionItem.tsx';
import { TransferFeedNotice } from './TransferFeedNotice.tsx';
import { TransferItem } from './TransferItem.tsx';
import { useTransferAnnouncements } from './useTransferAnnouncements.tsx';
import './activity.css';

/**
 * The account's activity: every transaction sent from here, live until final, and every
 * transfer into or out of the account the chain's events told of while Flowdeck was open;
 * newest first, filtered by the address bar, exportable as CSV.
 */
export function ActivityView() {
  const { id: network, label } = useFlowNetwork();
  const { address } = useFlowCurrentUser();
  const transactions = useTransactions();
  const known = useAccountTransfers(address);
  const feed = useTransferFeed(address);
  useTransferAnnouncements(address);
  const [watchEverywhere, setWatchEverywhere] = useWatchEverywhere();
  const sources = useHistorySources();
  const evm = useEvmAccount(
    address ?? '',
    null,
    sources.on.some((source) => source.kind === 'blockscout') && address !== null,
  );
  const history = useHistory(sources.on, {
    address: address ?? '',
    coa: evm.data?.coaAddress.toLowerCase() ?? null,
  });
  const [search, setSearch] = useSearchParams();
  const filter = filterFromSearch(search);
  const headingId = useId();

  const historyTransfers = useMemo(() => history.flatMap((entry) => entry.transfers), [history]);
  const balanceChanges = useEvmBalanceChanges(address);
  const rows = useMemo(
    () => activityRows(transactions, known.transfers, historyTransfers, balanceChanges),
    [transactions, known.transfers, historyTransfers, balanceChanges],
  );
  const shown = useMemo(() => filterRows(rows, filter), [rows, filter]);
  const exportShown = () =>
    downloadText(
      `flowdeck-activity-${network}-${address ?? 'account'}.csv`,
      'text/csv;charset=utf-8',
      activityCsv(shown, network),
    );

  return (
    <section className="activity" aria-labelledby={headingId}>
      <h1 id={headingId}>Activity</h1>
      <p className="muted">
        Transactions sent from Flowdeck with this account on {label}, and transfers into and out of
        it, newest first. They are kept in this browser; transactions are followed until they are
        final.
      </p>
      <TransferFeedNotice status={feed} known={known} />
      <label className="activity__watch">
        <input
          type="checkbox"
          checked={watchEverywhere}
          onChange={(event) => setWatchEverywhere(event.target.checked)}
        />{' '}
        Listen for incoming transfers on every screen (a live connection to the access node for as
        long as Flowdeck is open), not only here
      </label>
      <HistoryPanel sources={sources} history={history} />
      {rows.length === 0 ? (
        <div className="card activity__empty">
          <h2>No activity yet</h2>
          <p>
            When you send something from Flowdeck, it appears here with its live status, the time of
            each step and its result. What others send you appears here too, while Flowdeck is open.
          </p>
        </div>
      ) : (
        <>
          <ActivityFilters
            filter={filter}
            assets={assetsIn(rows)}
            network={network}
            onChange={(next) => setSearch(searchOfFilter(next), { replace: true })}
            onExport={exportShown}
            shown={shown.length}
          />
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
      )}
    </section>
  );
}
