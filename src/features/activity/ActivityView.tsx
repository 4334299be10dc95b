import { lazy, Suspense, useId, useMemo } from 'react';
import { useAccountTransfers } from '../../flow/react/useAccountTransfers.ts';
import { useEvmBalanceChanges } from '../../flow/react/useEvmBalanceChanges.ts';
import { useFlowCurrentUser } from '../../flow/react/useFlowCurrentUser.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { useHistorySources } from '../../flow/react/useHistorySources.ts';
import { useTransactions } from '../../flow/react/useTransactions.ts';
import { useTransferFeed } from '../../flow/react/useTransferFeed.ts';
import { useWatchEverywhere } from '../../flow/react/useWatchEverywhere.ts';
import { ActivityList } from './ActivityList.tsx';
import { activityRows } from './activity-rows.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { TransferFeedNotice } from './TransferFeedNotice.tsx';
import { useTransferAnnouncements } from './useTransferAnnouncements.tsx';
import './activity.css';

// The history sources' readers load once one is on: most visits have none.
const ActivityWithHistory = lazy(async () => ({
  default: (await import('./ActivityWithHistory.tsx')).ActivityWithHistory,
}));

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
  const balanceChanges = useEvmBalanceChanges(address);
  const headingId = useId();
  const rows = useMemo(
    () => activityRows(transactions, known.transfers, balanceChanges),
    [transactions, known.transfers, balanceChanges],
  );
  const account = address ?? '';
  const withoutHistory = (
    <>
      <HistoryPanel sources={sources} history={[]} />
      <ActivityList rows={rows} network={network} account={account} />
    </>
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
      {sources.on.length === 0 ? (
        withoutHistory
      ) : (
        <Suspense fallback={withoutHistory}>
          <ActivityWithHistory rows={rows} sources={sources} network={network} account={account} />
        </Suspense>
      )}
    </section>
  );
}
