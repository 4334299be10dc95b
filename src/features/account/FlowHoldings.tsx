import { Link } from 'wouter';
import { STAKE_STATES } from '../../components/ui/stake-states.ts';
import { computeLimit } from '../../flow/cadence/compute-limits.ts';
import type { AccountSummary, StakedFlow } from '../../flow/cadence/scripts/get_account_summary.ts';
import { transferFlowTransaction } from '../../flow/cadence/transactions/transfer_flow.ts';
import { formatAttoFlow, formatFlow } from '../../flow/flow-amounts.ts';
import { useFeeReserve } from '../../flow/react/useFeeReserve.ts';
import { spendableFlow } from '../../flow/spendable-flow.ts';
import type { AccountViewer } from './account-viewer.ts';

// What each part of the staked FLOW is, in one line each (the Staking tab has every stake);
// tokens asked to unstake are among the staked ones.
const STAKED_PARTS = STAKE_STATES.flatMap((state) =>
  state.key === 'requestedToUnstake' ? [] : [{ ...state, key: state.key }],
);

function StakedBreakdown({ staked }: { readonly staked: StakedFlow }) {
  return (
    <dl className="figures figures--small" data-testid="flow-staked-parts">
      {STAKED_PARTS.map(({ key, label, meaning }) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd data-testid={`flow-staked-${key}`}>
            {formatFlow(staked[key])} FLOW <span className="muted small">{meaning}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Where the account's FLOW sits, in detail: the Cadence vault (available + storage reserve) and
 * the COA; the total and its picture lead the overview (AccountHero).
 */
export function FlowHoldings({
  summary,
  viewer,
}: {
  readonly summary: AccountSummary;
  readonly viewer: AccountViewer;
}) {
  const evmAtto = summary.coa?.balanceAtto ?? 0n;
  // A staking collection can hold nothing: its parts then say nothing worth a line.
  const stake = summary.staked && summary.staked.total > 0n ? summary.staked : null;
  // What Send's Max allows for FLOW to a Cadence address.
  const feeReserve = useFeeReserve(computeLimit(transferFlowTransaction.computation));
  return (
    <section className="card" aria-labelledby="flow-heading">
      <h2 id="flow-heading">FLOW</h2>
      <dl className="figures">
        <div>
          <dt>
            <span className="swatch swatch--cadence" aria-hidden="true" /> Cadence vault
          </dt>
          <dd data-testid="flow-balance">{formatFlow(summary.balance)} FLOW</dd>
        </div>
        <div>
          <dt>{viewer === 'owner' ? 'Available to send' : 'Not held for storage'}</dt>
          <dd data-testid="flow-available">
            {formatFlow(
              viewer === 'owner'
                ? spendableFlow(summary.availableBalance, feeReserve)
                : summary.availableBalance,
            )}{' '}
            FLOW
          </dd>
        </div>
        <div>
          <dt>Storage reserve</dt>
          <dd data-testid="flow-reserve">{formatFlow(summary.storageReserve)} FLOW</dd>
        </div>
        <div>
          <dt>
            <span className="swatch swatch--evm" aria-hidden="true" /> EVM account
          </dt>
          <dd data-testid="flow-evm">{summary.coa ? `${formatAttoFlow(evmAtto)} FLOW` : 'none'}</dd>
        </div>
        {summary.staked ? (
          <div>
            <dt>
              <span className="swatch swatch--staked" aria-hidden="true" /> Staked
            </dt>
            <dd data-testid="flow-staked">
              <Link to={viewer === 'owner' ? '/account/staking' : 'staking'}>
                {formatFlow(summary.staked.total)} FLOW
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {stake ? <StakedBreakdown staked={stake} /> : null}
      <p className="muted small">
        Flow keeps part of every account’s FLOW as a storage reserve, in proportion to the data the
        account stores. That part cannot be sent; it frees up when the account stores less.
        {stake ? ' Staked FLOW is not in the vault: it comes back through the Staking tab.' : null}
        {viewer === 'owner'
          ? ` Available to send also keeps ${formatFlow(feeReserve)} FLOW back, the most a FLOW transfer’s fee can be, as Send’s Max does.`
          : null}
      </p>
    </section>
  );
}
