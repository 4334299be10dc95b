import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { AccountAssets } from './AccountAssets.tsx';
import { AccountHero } from './AccountHero.tsx';
import type { AccountViewer } from './account-viewer.ts';
import { CoaCard } from './CoaCard.tsx';
import { FlowHoldings } from './FlowHoldings.tsx';
import { PriceSettingsCard } from './PriceSettingsCard.tsx';
import { StorageUsage } from './StorageUsage.tsx';
import { useAccountValue } from './useAccountValue.ts';

/**
 * The account read at a glance: its total, chart and actions first, then its assets, then the
 * details (FLOW's reserve, the EVM account, storage, where prices come from).
 */
export function AccountOverview({
  summary,
  viewer,
  tokensPath,
  nftsPath,
}: {
  readonly summary: AccountSummary;
  readonly viewer: AccountViewer;
  readonly tokensPath: string;
  readonly nftsPath: string;
}) {
  const value = useAccountValue(summary);
  const offered = value.status !== 'off' || value.offered;
  return (
    <div className="overview">
      <AccountHero summary={summary} viewer={viewer} value={value} />
      <AccountAssets summary={summary} value={value} tokensPath={tokensPath} nftsPath={nftsPath} />
      <div className="dashboard__grid" data-testid="account-details">
        <FlowHoldings summary={summary} viewer={viewer} />
        <CoaCard coa={summary.coa} viewer={viewer} />
        <StorageUsage summary={summary} />
        {offered ? <PriceSettingsCard off={value.status === 'off'} /> : null}
      </div>
    </div>
  );
}
