import { EvmAddressRow } from '../../components/ui/EvmAddressRow.tsx';
import type { EvmAccountState } from '../../flow/cadence/scripts/get_evm_account.ts';
import type { EvmAddress } from '../../flow/evm-address.ts';
import { formatAttoFlow } from '../../flow/flow-amounts.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';

/** The COA: its address, and its FLOW and WFLOW to the last of their 18 decimals. */
export function EvmAccountCard({
  account,
  wflow,
}: {
  readonly account: EvmAccountState;
  readonly wflow: EvmAddress | null;
}) {
  const { network } = useFlowContext('EvmAccountCard');
  return (
    <section className="card" aria-labelledby="evm-account-heading">
      <h2 id="evm-account-heading">Your EVM account</h2>
      <EvmAddressRow address={account.coaAddress} network={network} testId="evm-coa-address" />
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
