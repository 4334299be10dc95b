import { Link } from 'wouter';
import { EvmAddressRow } from '../../components/ui/EvmAddressRow.tsx';
import type { CoaSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { formatAttoFlow } from '../../flow/flow-amounts.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import type { AccountViewer } from './account-viewer.ts';

/** The account's EVM side: its Cadence-Owned Account (COA), or its absence. */
export function CoaCard({
  coa,
  viewer,
}: {
  readonly coa: CoaSummary | null;
  readonly viewer: AccountViewer;
}) {
  const { network } = useFlowContext('CoaCard');
  if (!coa) {
    return (
      <section className="card" aria-labelledby="coa-heading">
        <h2 id="coa-heading">EVM account</h2>
        {viewer === 'owner' ? (
          <>
            <p data-testid="coa-missing">
              Your account has no EVM account (COA) yet. Enabling EVM creates one, controlled by
              your Cadence account, for using Flow EVM apps and tokens.
            </p>
            <p>
              <Link className="button button--small" to="/evm" data-testid="coa-enable-link">
                Enable EVM
              </Link>
            </p>
          </>
        ) : (
          <p data-testid="coa-missing">This account has no EVM account (COA).</p>
        )}
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
