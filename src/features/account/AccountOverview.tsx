import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { formatUFix64Display } from '../../flow/ufix64.ts';
import { useFlowBalance } from './use-flow-balance.ts';

/** The signed-in placeholder of the dashboard: the address and its exact FLOW balance. */
export function AccountOverview({
  address,
  networkLabel,
}: {
  readonly address: string;
  readonly networkLabel: string;
}) {
  const balance = useFlowBalance(address);
  return (
    <section className="panel" aria-labelledby="account-heading">
      <h1 id="account-heading">Your account</h1>
      <p className="row">
        <code className="address" data-testid="account-address">
          {address}
        </code>
        <CopyButton value={address} label="Copy your address" />
      </p>
      <p className="muted">on {networkLabel}</p>
      <h2>FLOW balance</h2>
      {balance.isPending ? (
        <p className="skeleton" aria-busy="true">
          Loading balance…
        </p>
      ) : balance.isError ? (
        <div role="alert">
          <p>The balance could not be read: {balance.error.shortMessage}</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void balance.refetch()}
          >
            Retry
          </button>
        </div>
      ) : (
        <p className="balance" data-testid="flow-balance">
          {formatUFix64Display(balance.data)} FLOW
        </p>
      )}
      <p className="muted">Tokens, NFTs, your EVM account and storage arrive here next.</p>
    </section>
  );
}
