import { useMemo } from 'react';
import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { formatAttoFlow, formatFlow } from '../../flow/flow-amounts.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { PRICE_SOURCES } from '../../flow/prices/price-source-ids.ts';
import { pricingOf } from '../../flow/prices/price-sources.ts';
import { KEEP_FOR_MS } from '../../flow/prices/read-prices.ts';
import { formatPrice, formatValue } from '../../flow/prices/value.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { usePriceSettings } from '../../flow/react/usePriceSettings.ts';
import { usePrices } from '../../flow/react/usePrices.ts';
import { accountValue, ageText, coinsOf, type ValuedHolding } from './account-value.ts';
import { CHART_TONES, HoldingsChart } from './HoldingsChart.tsx';
import { PriceSettingsFields } from './PriceSettingsFields.tsx';
import { percentOf } from './percent-of.ts';

/**
 * The account's value in the user's currency, when they turned prices on: totals per VM and for
 * the account, each holding with its price. Prices inform; no amount anyone signs comes from them.
 */
export function AccountValueCard({ summary }: { readonly summary: AccountSummary }) {
  const { network } = useFlowContext('AccountValueCard');
  const { settings, offered } = usePriceSettings();
  const pricing = pricingOf(settings);
  const coins = useMemo(() => coinsOf(network), [network]);
  const prices = usePrices(pricing, coins);
  if (offered.length === 0) return null;
  return (
    <section className="card value-card" aria-labelledby="value-heading">
      <h2 id="value-heading">Value</h2>
      {pricing === null ? (
        <p className="muted" data-testid="value-off">
          Prices are off. Choose a source to see what this account holds in money. The source is
          asked at most once a minute, and no price is ever part of an amount anyone signs.
        </p>
      ) : prices.data === undefined ? (
        prices.isError ? (
          <p className="muted" role="status" data-testid="value-status">
            Price unavailable: {PRICE_SOURCES[pricing.source].label} could not be read.
          </p>
        ) : (
          <p className="muted" role="status">
            Reading prices from {PRICE_SOURCES[pricing.source].label}…
          </p>
        )
      ) : (
        <ValueFigures
          summary={summary}
          network={network}
          quotes={prices.data.quotes}
          failure={prices.data.failure}
          currency={pricing.currency}
          sourceLabel={PRICE_SOURCES[pricing.source].label}
        />
      )}
      <PriceSettingsFields />
    </section>
  );
}

function ValueFigures({
  summary,
  network,
  quotes,
  failure,
  currency,
  sourceLabel,
}: {
  readonly summary: AccountSummary;
  readonly network: FlowNetwork;
  readonly quotes: Parameters<typeof accountValue>[2];
  readonly failure: string | null;
  readonly currency: string;
  readonly sourceLabel: string;
}) {
  // Checked again when drawn: a tab left open for a day must not show day-old prices.
  const now = Date.now();
  const current = new Map([...quotes].filter(([, quote]) => now - quote.at < KEEP_FOR_MS));
  const value = accountValue(summary, network, current);
  // A no-break space: "≈" never stands alone at the end of a line.
  const money = (amount: Parameters<typeof formatValue>[0]) =>
    `≈\u00a0${formatValue(amount, currency)}`;
  const priced = value.holdings.filter((holding) => holding.quote !== null);
  const tones = new Map(priced.map((holding, index) => [holding.key, index % CHART_TONES]));
  const slices = priced.map((holding) => ({
    key: holding.key,
    label: holding.label,
    share: percentOf(holding.value ?? 0n, value.total),
    tone: tones.get(holding.key) ?? 0,
  }));
  const oldest = Math.min(...priced.map((holding) => holding.quote?.at ?? Date.now()));
  const age = priced.length > 0 ? `, ${ageText(oldest)}` : '';
  return (
    <div className={failure ? 'value-figures value-figures--stale' : 'value-figures'}>
      {priced.length > 0 ? (
        <div className="value-summary">
          {value.total > 0n ? <HoldingsChart slices={slices} /> : null}
          <div>
            <p className="balance" data-testid="value-total">
              {money(value.total)}
            </p>
            <p className="muted">
              <span data-testid="value-cadence">Cadence {money(value.cadence)}</span>
              {summary.coa ? <span data-testid="value-evm"> · EVM {money(value.evm)}</span> : null}
            </p>
          </div>
        </div>
      ) : null}
      <table className="value-table" data-testid="value-table">
        <caption className="visually-hidden">What each holding is worth</caption>
        <thead>
          <tr>
            <th scope="col">Holding</th>
            <th scope="col">Amount</th>
            <th scope="col">Price</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {value.holdings.map((holding) => (
            <tr key={holding.key} data-testid={`value-row-${holding.key}`}>
              <th scope="row">
                {tones.has(holding.key) ? (
                  <span className={`swatch tone-${tones.get(holding.key)}`} aria-hidden="true" />
                ) : null}{' '}
                {holding.label}
              </th>
              <td>
                {amountText(holding)} {holding.symbol}
              </td>
              <td>{holding.quote ? formatPrice(holding.quote.price, currency) : '—'}</td>
              <td>{holding.value === null ? 'price unavailable' : money(holding.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* Only a failure is announced: the age changes every minute. */}
      {failure ? (
        <p className="muted small" role="status" data-testid="value-status">
          Price unavailable: {failure}
          {priced.length > 0 ? ` Shown greyed: the last prices${age}.` : ''}
        </p>
      ) : (
        <p className="muted small" data-testid="value-status">
          Prices from {sourceLabel}
          {age}.{value.unpriced.length > 0 ? ' Totals leave out what has no price.' : ''}
        </p>
      )}
      <p className="muted small">
        Counted: FLOW on both VMs and the verified tokens on Cadence. Other tokens get no price
        here.
      </p>
    </div>
  );
}

const amountText = (holding: ValuedHolding) =>
  holding.decimals === 18 ? formatAttoFlow(holding.amount) : formatFlow(holding.amount);
