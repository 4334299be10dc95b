import { computeLimit } from '../../flow/cadence/compute-limits.ts';
import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { transferFlowTransaction } from '../../flow/cadence/transactions/transfer_flow.ts';
import { ATTO_PER_UFIX64_UNIT, formatAttoFlow, formatFlow } from '../../flow/flow-amounts.ts';
import { useFeeReserve } from '../../flow/react/useFeeReserve.ts';
import { spendableFlow } from '../../flow/spendable-flow.ts';
import type { AccountViewer } from './account-viewer.ts';
import { percentOf } from './percent-of.ts';

/** Where the user's FLOW sits: the Cadence vault (available + storage reserve) and the COA. */
export function FlowHoldings({
  summary,
  viewer,
}: {
  readonly summary: AccountSummary;
  readonly viewer: AccountViewer;
}) {
  const cadenceAtto = summary.balance * ATTO_PER_UFIX64_UNIT;
  const evmAtto = summary.coa?.balanceAtto ?? 0n;
  const totalAtto = cadenceAtto + evmAtto;
  const cadenceShare = percentOf(cadenceAtto, totalAtto);
  // What Send's Max allows for FLOW to a Cadence address.
  const feeReserve = useFeeReserve(computeLimit(transferFlowTransaction.computation));
  return (
    <section className="card" aria-labelledby="flow-heading">
      <h2 id="flow-heading">FLOW</h2>
      <p className="balance" data-testid="flow-total">
        {formatAttoFlow(totalAtto)} FLOW
      </p>
      <p className="muted">
        {viewer === 'owner'
          ? 'across your Cadence account and your EVM account'
          : 'across this account’s Cadence vault and its EVM account'}
      </p>
      {totalAtto > 0n ? (
        <div
          className="split-bar"
          role="img"
          aria-label={`${cadenceShare}% on Cadence, ${Math.round((100 - cadenceShare) * 10) / 10}% on EVM`}
        >
          <span className="split-bar__cadence" style={{ width: `${cadenceShare}%` }} />
          <span className="split-bar__evm" style={{ width: `${100 - cadenceShare}%` }} />
        </div>
      ) : null}
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
      </dl>
      <p className="muted small">
        Flow keeps part of every account’s FLOW as a storage reserve, in proportion to the data the
        account stores. That part cannot be sent; it frees up when the account stores less.
        {viewer === 'owner'
          ? ` Available to send also keeps ${formatFlow(feeReserve)} FLOW back, the most a FLOW transfer’s fee can be, as Send’s Max does.`
          : null}
      </p>
    </section>
  );
}
