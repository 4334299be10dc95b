import { useMemo } from 'react';
import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { PRICE_SOURCES } from '../../flow/prices/price-source-ids.ts';
import { pricingOf } from '../../flow/prices/price-sources.ts';
import { KEEP_FOR_MS } from '../../flow/prices/read-prices.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { usePriceSettings } from '../../flow/react/usePriceSettings.ts';
import { usePrices } from '../../flow/react/usePrices.ts';
import { type AccountValue, accountValue, coinsOf } from './account-value.ts';
import { CHART_TONES, type ChartSlice } from './HoldingsChart.tsx';
import { percentOf } from './percent-of.ts';

/** What the overview can say about the account's value, from the user's price settings. */
export type AccountValueView =
  /** No source offered by the build, or prices turned off: nothing is asked. */
  | { readonly status: 'off'; readonly offered: boolean; readonly value: AccountValue }
  | {
      readonly status: 'reading' | 'unavailable';
      readonly sourceLabel: string;
      readonly value: AccountValue;
    }
  | {
      readonly status: 'priced';
      readonly sourceLabel: string;
      readonly currency: string;
      /** Why the last read failed, when the prices shown are the last good ones. */
      readonly failure: string | null;
      readonly value: AccountValue;
      /** When the oldest price shown was quoted; null when nothing has a price. */
      readonly pricedAt: number | null;
      /** The chart's slices, and the colour of each priced holding's row. */
      readonly slices: readonly ChartSlice[];
      readonly tones: ReadonlyMap<string, number>;
    };

/**
 * The account's holdings with their value where the user turned prices on. Prices inform; no
 * amount anyone signs comes from them.
 */
export function useAccountValue(summary: AccountSummary): AccountValueView {
  const { network } = useFlowContext('useAccountValue');
  const { settings, offered } = usePriceSettings();
  const pricing = pricingOf(settings);
  const coins = useMemo(() => coinsOf(network), [network]);
  const prices = usePrices(pricing, coins);
  const on = offered.length > 0 && pricing !== null;
  // Checked again when drawn: a tab left open for a day must not show day-old prices.
  const now = Date.now();
  const current = new Map(
    on ? [...(prices.data?.quotes ?? [])].filter(([, quote]) => now - quote.at < KEEP_FOR_MS) : [],
  );
  const value = accountValue(summary, network, current);
  if (!on) return { status: 'off', offered: offered.length > 0, value };
  const sourceLabel = PRICE_SOURCES[pricing.source].label;
  if (prices.data === undefined) {
    return { status: prices.isError ? 'unavailable' : 'reading', sourceLabel, value };
  }
  const priced = value.holdings.filter((holding) => holding.quote !== null);
  const tones = new Map(priced.map((holding, index) => [holding.key, index % CHART_TONES]));
  return {
    status: 'priced',
    sourceLabel,
    currency: pricing.currency,
    failure: prices.data.failure,
    value,
    pricedAt:
      priced.length > 0 ? Math.min(...priced.map((holding) => holding.quote?.at ?? now)) : null,
    slices: priced.map((holding) => ({
      key: holding.key,
      label: holding.label,
      share: percentOf(holding.value ?? 0n, value.total),
      tone: tones.get(holding.key) ?? 0,
    })),
    tones,
  };
}
