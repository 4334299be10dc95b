import { CopyButton } from '../../components/ui/CopyButton.tsx';
import type { EvmAccountState } from '../../flow/cadence/scripts/get_evm_account.ts';
import type { EvmAddress } from '../../flow/evm-addresses.ts';
import { evmExplorerAddressUrl } from '../../flow/networks.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { formatAttoFlow } from './flow-units.ts';

/** The COA: its address, and its FLOW and WFLOW to the last of their 18 decimals. */
export function EvmAccountCard({
  account,
  wflow,
}: {
  readonly account: EvmAccountState;
  readonly wflow: EvmAddress | null;
}) {
  const { network } = useFlowContext('EvmAccountCard');
  const explorer = evmExplorerAddressUrl(network, account.coaAddress);
  return (
    <section className="card" aria-labelledby="evm-account-heading">
      <h2 id="evm-account-heading">Your EVM account</h2>
      <p className="row">
        <code className="address" data-testid="evm-coa-address">
          {account.coaAddress}
        </code>
        <CopyButton value={account.coaAddress} label="Copy the EVM address" />
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
      <dl className="figures">
        <div>
          <dt>FLOW</dt>
          <dd className="address" data-testid="evm-flow-balance">
            {formatAttoFlow(account.balanceAtto)} FLOW
          </dd>
        </div>
        {wflow ? (
          <div>
            <dt>WFLOW (wrapped FLOW)</dt>
            <dd className="address" data-testid="evm-wflow-balance">
              {formatAttoFlow(account.wflowBalance ?? 0n)} WFLOW
            </dd>
          </div>
        ) : null}
      </dl>
      {wflow ? null : (
        <p className="field__note" data-testid="evm-wflow-missing">
          This network has no known WFLOW contract, so there is no WFLOW balance to show and no
          wrapping here.
        </p>
      )}
      <p className="muted small">
        A Cadence-Owned Account (COA): an EVM account stored in your Cadence account and controlled
        only by it. EVM amounts have 18 decimals; Cadence keeps 8.
      </p>
    </section>
  );
}
