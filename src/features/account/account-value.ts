import type { AccountSummary } from '../../flow/cadence/scripts/get_account_summary.ts';
import { formatAttoFlow, formatFlow } from '../../flow/flow-amounts.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import type { Quote } from '../../flow/prices/quote.ts';
import { formatValue, sumValues, type Value, worth } from '../../flow/prices/value.ts';
import { knownTokens } from '../../flow/tokens/token-identity.ts';

/** One holding the account can put a price on: FLOW on each VM and in staking, each verified token. */
export interface ValuedHolding {
  readonly key: string;
  readonly label: string;
  readonly vm: 'cadence' | 'evm';
  /** The vault type it is held as on Cadence (FLOW's for FLOW on EVM too). */
  readonly vault: string;
  readonly symbol: string;
  readonly amount: bigint;
  readonly decimals: number;
  /** The CoinGecko id it is priced by. */
  readonly coin: string;
  readonly quote: Quote | null;
  /** Null without a price. */
  readonly value: Value | null;
}

export interface AccountValue {
  readonly holdings: readonly ValuedHolding[];
  /** Sums of the holdings that have a price. */
  readonly cadence: Value;
  readonly evm: Value;
  readonly total: Value;
  /** Holdings left out of the totals for want of a price. */
  readonly unpriced: readonly ValuedHolding[];
}

/** The coins an account summary can be priced by, each once. */
export const coinsOf = (network: FlowNetwork): string[] => [
  ...new Set(knownTokens(network).flatMap((token) => (token.price ? [token.price] : []))),
];

/**
 * What the account holds by value: FLOW in the Cadence vault, in staking and in the COA, and the verified tokens
 * the summary read (only those have a price; a look-alike token never does).
 */
export function accountValue(
  summary: AccountSummary,
  network: FlowNetwork,
  quotes: ReadonlyMap<string, Quote>,
): AccountValue {
  const [flow, ...verified] = knownTokens(network);
  const flowCoin = flow?.price ?? 'flow';
  const flowVault = flow?.identifier ?? 'FlowToken.Vault';
  const holding = (entry: Omit<ValuedHolding, 'quote' | 'value'>): ValuedHolding => {
    const quote = quotes.get(entry.coin) ?? null;
    return {
      ...entry,
      quote,
      value: quote ? worth(entry.amount, entry.decimals, quote.price) : null,
    };
  };
  const holdings: ValuedHolding[] = [
    holding({
      key: 'flow-cadence',
      label: 'FLOW on Cadence',
      vm: 'cadence',
      vault: flowVault,
      symbol: 'FLOW',
      amount: summary.balance,
      decimals: 8,
      coin: flowCoin,
    }),
  ];
  if (summary.coa) {
    holdings.push(
      holding({
        key: 'flow-evm',
        label: 'FLOW on EVM',
        vm: 'evm',
        vault: flowVault,
        symbol: 'FLOW',
        amount: summary.coa.balanceAtto,
        decimals: 18,
        coin: flowCoin,
      }),
    );
  }
  if (summary.staked && summary.staked.total > 0n) {
    holdings.push(
      holding({
        key: 'flow-staked',
        label: 'FLOW in staking',
        vm: 'cadence',
        vault: flowVault,
        symbol: 'FLOW',
        amount: summary.staked.total,
        decimals: 8,
        coin: flowCoin,
      }),
    );
  }
  for (const token of verified) {
    const amount = summary.valuedBalances.get(token.identifier);
    if (amount === undefined || token.price === undefined) continue;
    holdings.push(
      holding({
        key: token.identifier,
        label: `${token.symbol} on Cadence`,
        vm: 'cadence',
        vault: token.identifier,
        symbol: token.symbol,
        amount,
        decimals: 8,
        coin: token.price,
      }),
    );
  }
  const sumOf = (vm?: ValuedHolding['vm']) =>
    sumValues(
      holdings.flatMap((entry) =>
        entry.value !== null && (!vm || entry.vm === vm) ? [entry.value] : [],
      ),
    );
  return {
    holdings,
    cadence: sumOf('cadence'),
    evm: sumOf('evm'),
    total: sumOf(),
    unpriced: holdings.filter((entry) => entry.value === null),
  };
}

/** "≈ $12.34": a no-break space, so that "≈" never stands alone at the end of a line. */
export const approxValue = (value: Value, currency: string): string =>
  `≈\u00a0${formatValue(value, currency)}`;

/** A holding's exact amount (FLOW on EVM to its 18 decimals). */
export const holdingAmountText = (holding: ValuedHolding): string =>
  holding.decimals === 18 ? formatAttoFlow(holding.amount) : formatFlow(holding.amount);

/** "2 minutes ago", in the user's language. */
export function ageText(at: number, now = Date.now()): string {
  if (!Number.isFinite(at)) return '';
  const minutes = Math.round((at - now) / 60_000);
  const format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
  if (minutes > -60) return format.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  return hours > -24 ? format.format(hours, 'hour') : format.format(Math.round(hours / 24), 'day');
}
