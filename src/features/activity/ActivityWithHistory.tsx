import { useMemo } from 'react';
import type { FlowNetwork } from '../../flow/networks.ts';
import { FlowQueryProvider } from '../../flow/react/FlowQueryProvider.tsx';
import { useEvmAccount } from '../../flow/react/useEvmAccount.ts';
import { useHistory } from '../../flow/react/useHistory.ts';
import type { HistorySources } from '../../flow/react/useHistorySources.ts';
import { ActivityList } from './ActivityList.tsx';
import { type ActivityRow, withHistory } from './activity-rows.ts';
import { HistoryPanel } from './HistoryPanel.tsx';

interface ActivityWithHistoryProps {
  readonly rows: readonly ActivityRow[];
  readonly sources: HistorySources;
  readonly network: FlowNetwork;
  readonly account: string;
}

/**
 * Activity with the history sources the user turned on: their pages, merged into the rows.
 * Its code (the sources' readers, paging, and the query layer they read through) loads only
 * once a source is on: Activity itself reads no script (see route-table.ts).
 */
export function ActivityWithHistory(props: ActivityWithHistoryProps) {
  return (
    <FlowQueryProvider>
      <MergedHistory {...props} />
    </FlowQueryProvider>
  );
}

function MergedHistory({ rows, sources, network, account }: ActivityWithHistoryProps) {
  // Blockscout knows the account by its COA's address.
  const blockscout = sources.on.some((source) => source.kind === 'blockscout');
  const evm = useEvmAccount(account, null, blockscout);
  const history = useHistory(sources.on, {
    address: account,
    coa: evm.data?.coaAddress.toLowerCase() ?? null,
  });
  const merged = useMemo(
    () =>
      withHistory(
        rows,
        history.flatMap((entry) => entry.transfers),
      ),
    [rows, history],
  );
  return (
    <>
      <HistoryPanel sources={sources} history={history} />
      <ActivityList rows={merged} network={network} account={account} />
    </>
  );
}
