import { QueryErrorAlert } from '../../components/ui/QueryErrorAlert.tsx';
import { useAccountSummary } from '../../flow/react/useAccountSummary.ts';
import { useNoteEvmBalances } from '../../flow/react/useNoteEvmBalances.ts';
import { AccountOverview } from './AccountOverview.tsx';
import { AddressPanel } from './AddressPanel.tsx';
import type { AccountViewer } from './account-viewer.ts';

interface AccountDashboardProps {
  readonly address: string;
  readonly title: string;
  /** Where the token and NFT counts link to. */
  readonly tokensPath: string;
  readonly nftsPath: string;
  /**
   * `owner`: the signed-in user's own account, with their actions (send, receive, enable EVM).
   * `visitor`: someone else's, read-only, in words about "this account".
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
  const summary = useAccountSummary(address);
  const coa = summary.data?.coa;
  useNoteEvmBalances(
    address,
    viewer === 'owner' && coa ? { coa: coa.address, flowAtto: coa.balanceAtto, wflow: null } : null,
  );
  return (
    <section className="dashboard" aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading">{title}</h1>
      {/* The owner's QR codes are under Receive, with the EVM address's. */}
      <AddressPanel address={address} qr={viewer === 'visitor'} />
      {summary.isPending ? (
        <div className="overview" aria-busy="true">
          <p className="visually-hidden">Loading the account…</p>
          <div className="card skeleton-card" />
          <div className="card skeleton-card" />
        </div>
      ) : summary.isError ? (
        <QueryErrorAlert title="The account could not be read." query={summary} />
      ) : (
        <AccountOverview
          summary={summary.data}
          viewer={viewer}
          tokensPath={tokensPath}
          nftsPath={nftsPath}
        />
      )}
    </section>
  );
}
