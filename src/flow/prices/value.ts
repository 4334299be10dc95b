import { formatUnits, parseUnits } from 'viem';
import { PRICE_DECIMALS } from './quote.ts';

/**
 * An amount's worth in a currency, exactly: `amount` in units of 10^-decimals times a price of at
 * most 12 decimals, kept at 10^-(18 + 12) so values of FLOW (8 decimals), attoFLOW (18) and any
 * token add up without rounding; rounded once, when shown.
 */
export type Value = bigint & { readonly __value: unique symbol };

const VALUE_DECIMALS = 18 + PRICE_DECIMALS;

export function worth(amount: bigint, decimals: number, price: string): Value {
  if (decimals > 18) throw new RangeError(`an amount of ${decimals} decimals`);
  return (amount * 10n ** BigInt(18 - decimals) * parseUnits(price, PRICE_DECIMALS)) as Value;
}

export const sumValues = (values: readonly Value[]): Value =>
  values.reduce((sum, value) => sum + value, 0n) as Value;

/** Exact decimal text of a value, for Intl (which rounds it to the currency's minor unit). */
export const valueText = (value: Value): `${number}` =>
  formatUnits(value, VALUE_DECIMALS) as `${number}`;

/** "$12.34": rounded half away from zero to the currency's minor unit, in the user's locale. */
export const formatValue = (value: Value, currency: string, locale?: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    valueText(value),
  );

/** A unit's price, with up to six decimals: FLOW's cents alone would hide its moves. */
export const formatPrice = (price: string, currency: string, locale?: string): string =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 6,
  }).format(price as `${number}`);
