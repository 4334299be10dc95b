import { Link } from 'react-router';
import { EvmAddressRow } from '../../components/ui/EvmAddressRow.tsx';
import type { CoaSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { formatAttoFlow } from '../../flow/flow-amounts.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';

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
  return (
    <section className="card" aria-labelledby="coa-heading">
      <h2 id="coa-heading">EVM account</h2>
      <EvmAddressRow address={coa.address} network={network} testId="coa-address" />
      <p className="balance balance--small" data-testid="coa-balance">
        {formatAttoFlow(coa.balanceAtto)} FLOW
      </p>
    </section>
  );
}
