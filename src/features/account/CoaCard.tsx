import { Link } from 'react-router';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import type { CoaSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { evmExplorerAddressUrl } from '../../flow/networks.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { formatAttoFlow } from './flow-amounts.ts';

/** The account's EVM side: its Cadence-Owned Account (COA), or its absence. */
export function CoaCard({ coa }: { readonly coa: CoaSummary | null }) {
  const { network } = useFlowContext('CoaCard');
  if (!coa) {
    return (
      <section className="card" aria-labelledby="coa-heading">
        <h2 id="coa-heading">EVM account</h2>
        <p data-testid="coa-missing">
          This account has no EVM account (COA) yet. Enabling EVM creates one, controlled by this
          Cadence account, for using Flow EVM apps and tokens.
        </p>
        <p>
          <Link className="button button--small" to="/evm" data-testid="coa-enable-link">
            Enable EVM
          </Link>
        </p>
      </section>
    );
  }
  const explorer = evmExplorerAddressUrl(network, coa.address);
  return (
    <section className="card" aria-labelledby="coa-heading">
      <h2 id="coa-heading">EVM account</h2>
      <p className="row">
        <code className="address" data-testid="coa-address">
          {coa.address}
        </code>
        <CopyButton value={coa.address} label="Copy the EVM address" />
        {explorer ? (
          <a
            className="button button--ghost button--small"
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
          >
            View on EVM explorer
          </a>
        ) : null}
      </p>
      <p className="balance balance--small" data-testid="coa-balance">
        {formatAttoFlow(coa.balanceAtto)} FLOW
      </p>
    </section>
  );
}
