import { Link } from 'react-router';
import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { UnavailableAssets } from '../../components/ui/UnavailableAssets.tsx';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useAccountSummary } from '../../flow/react/useAccountSummary.ts';
import { AccountValueCard } from './AccountValueCard.tsx';
import { AddressPanel } from './AddressPanel.tsx';
import type { AccountViewer } from './account-viewer.ts';
import { CoaCard } from './CoaCard.tsx';
import { FlowHoldings } from './FlowHoldings.tsx';
import { StorageUsage } from './StorageUsage.tsx';

interface AccountDashboardProps {
  readonly address: string;
  readonly title: string;
  /** Where the token and NFT counts link to. */
  readonly tokensPath: string;
  readonly nftsPath: string;
  /**
   * `owner`: the signed-in user's own account, with their actions (enable EVM). `visitor`:
   * someone else's, read-only, in words about "this account".
   */
  readonly viewer: AccountViewer;
}

/**
 * The account at a glance, from one script (one access-node request); a collection whose
 * contract fails when counted is named below the counts.
 */
export function AccountDashboard({
  address,
  title,
  tokensPath,
  nftsPath,
  viewer,
}: AccountDashboardProps) {
  const { network } = useFlowContext('AccountDashboard');
  const summary = useAccountSummary(address);
  const uncounted = summary.data?.uncountedCollections.length ?? 0;
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">{title}</h1>
      <AddressPanel address={address} />
      {summary.isPending ? (
        <div className="dashboard__grid" aria-busy="true">
          <p className="visually-hidden">Loading the account…</p>
          <div className="card skeleton-card" />
          <div className="card skeleton-card" />
          <div className="card skeleton-card" />
        </div>
      ) : summary.isError ? (
        <QueryErrorAlert title="The account could not be read." query={summary} />
      ) : (
        <div className="dashboard__grid">
          <AccountValueCard summary={summary.data} />
          <FlowHoldings summary={summary.data} viewer={viewer} />
          <CoaCard coa={summary.data.coa} viewer={viewer} />
          <StorageUsage summary={summary.data} />
          <section className="card" aria-labelledby="assets-heading">
            <h2 id="assets-heading">Assets</h2>
            <ul className="counts">
              <li>
                <Link to={tokensPath} data-testid="token-count">
                  {summary.data.tokenCount} {summary.data.tokenCount === 1 ? 'token' : 'tokens'}
                </Link>
              </li>
              <li>
                <Link to={nftsPath} data-testid="nft-count">
                  {summary.data.nftCount} {summary.data.nftCount === 1 ? 'NFT' : 'NFTs'} in{' '}
                  {summary.data.nftCollectionCount}{' '}
                  {summary.data.nftCollectionCount === 1 ? 'collection' : 'collections'}
                </Link>
                {uncounted > 0 ? (
                  <span data-testid="nft-count-partial">
                    {' '}
                    ({uncounted} {uncounted === 1 ? 'collection' : 'collections'} not counted)
                  </span>
                ) : null}
              </li>
            </ul>
            <UnavailableAssets
              assets={summary.data.uncountedCollections}
              network={network}
              asked="how many NFTs it holds"
              missing="NFT count unavailable"
            />
          </section>
        </div>
      )}
    </section>
  );
}
