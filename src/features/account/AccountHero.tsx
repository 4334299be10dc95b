import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { ATTO_PER_UFIX64_UNIT, formatAttoFlow } from '../../flow/flow-amounts.ts';
import { approxValue } from './account-value.ts';
import type { AccountViewer } from './account-viewer.ts';
import { HoldingsChart } from './HoldingsChart.tsx';
import { percentOf } from './percent-of.ts';
import { ReceivePanel } from './ReceivePanel.tsx';
import type { AccountValueView } from './useAccountValue.ts';

/**
 * What a person opens the account for, first: its total (in money when prices are on, else in
 * FLOW), a picture of where it sits, and, on their own account, what they can do next.
 */
export function AccountHero({
  summary,
  viewer,
  value,
}: {
  readonly summary: AccountSummary;
  readonly viewer: AccountViewer;
  readonly value: AccountValueView;
}) {
  const cadenceAtto = summary.balance * ATTO_PER_UFIX64_UNIT;
  const evmAtto = summary.coa?.balanceAtto ?? 0n;
  const stakedAtto = (summary.staked?.total ?? 0n) * ATTO_PER_UFIX64_UNIT;
  const totalAtto = cadenceAtto + evmAtto + stakedAtto;
  const flowTotal = `${formatAttoFlow(totalAtto)} FLOW`;
  const staking = stakedAtto > 0n;
  const across =
    viewer === 'owner'
      ? `across your Cadence account${staking ? ', your EVM account and staking' : ' and your EVM account'}`
      : `across this account’s Cadence vault${staking ? ', its EVM account and staking' : ' and its EVM account'}`;
  const valued = value.status === 'priced' && value.pricedAt !== null ? value : null;
  return (
    <section
      className={valued?.failure ? 'card hero hero--stale' : 'card hero'}
      aria-labelledby="total-heading"
    >
      <h2 id="total-heading" className="hero__heading">
        Total
      </h2>
      {valued ? (
        <div className="hero__figures">
          {valued.value.total > 0n ? <HoldingsChart slices={valued.slices} /> : null}
          <div>
            <p className="balance" data-testid="value-total">
              {approxValue(valued.value.total, valued.currency)}
            </p>
            <p className="muted">
              <span data-testid="value-cadence">
                Cadence {approxValue(valued.value.cadence, valued.currency)}
              </span>
              {summary.coa ? (
                <span data-testid="value-evm">
                  {' '}
                  · EVM {approxValue(valued.value.evm, valued.currency)}
                </span>
              ) : null}
            </p>
            <p>
              <span data-testid="flow-total">{flowTotal}</span>{' '}
              <span className="muted">{across}</span>
            </p>
          </div>
        </div>
      ) : (
        <div>
          <p className="balance" data-testid="flow-total">
            {flowTotal}
          </p>
          <p className="muted">{across}</p>
          <FlowSplitBar cadenceAtto={cadenceAtto} stakedAtto={stakedAtto} totalAtto={totalAtto} />
        </div>
      )}
      {viewer === 'owner' ? <AccountActions summary={summary} /> : null}
    </section>
  );
}

/** FLOW by where it sits (each VM, staking), by amount: the picture when there is no price. */
function FlowSplitBar({
  cadenceAtto,
  stakedAtto,
  totalAtto,
}: {
  readonly cadenceAtto: bigint;
  readonly stakedAtto: bigint;
  readonly totalAtto: bigint;
}) {
  if (totalAtto === 0n) return null;
  const cadenceShare = percentOf(cadenceAtto, totalAtto);
  const stakedShare = percentOf(stakedAtto, totalAtto);
  const evmShare = percentOf(totalAtto - cadenceAtto - stakedAtto, totalAtto);
  return (
    <div
      className="split-bar"
      role="img"
      aria-label={`${cadenceShare}% on Cadence, ${evmShare}% on EVM${stakedAtto > 0n ? `, ${stakedShare}% in staking` : ''}`}
    >
      <span className="split-bar__cadence" style={{ width: `${cadenceShare}%` }} />
      <span className="split-bar__evm" style={{ width: `${evmShare}%` }} />
      {stakedAtto > 0n ? (
        <span className="split-bar__staked" style={{ width: `${stakedShare}%` }} />
      ) : null}
    </div>
  );
}

function AccountActions({ summary }: { readonly summary: AccountSummary }) {
  const [receiving, setReceiving] = useState(false);
  const receiveId = useId();
  return (
    <>
      <div className="hero__actions">
        <Link className="button" to="/send">
          Send
        </Link>
        <button
          type="button"
          className="button"
          aria-expanded={receiving}
          aria-controls={receiving ? receiveId : undefined}
          onClick={() => setReceiving((shown) => !shown)}
        >
          Receive
        </button>
        <Link className="button" to="/evm">
          Move between VMs
        </Link>
      </div>
      {receiving ? (
        <ReceivePanel
          id={receiveId}
          address={summary.address}
          evmAddress={summary.coa?.address ?? null}
        />
      ) : null}
    </>
  );
}
