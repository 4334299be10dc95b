import { EnvConfigError, type PriceEnv } from '../env.ts';
import {
  CURRENCIES,
  isCurrency,
  isPriceSourceId,
  PRICE_SOURCE_IDS,
  PRICE_SOURCES,
  type PriceOptions,
  type PriceSourceId,
} from './price-source-ids.ts';
import { priceSources } from './price-sources.ts';

/** VITE_PRICE_SOURCES (default: all; `none`), VITE_PRICE_SOURCE (default off), VITE_PRICE_CURRENCY. */
export function priceOptionsOf(env: PriceEnv): PriceOptions {
  const listed = env.sources;
  const offered: PriceSourceId[] = [];
  if (listed === undefined) offered.push(...PRICE_SOURCE_IDS);
  else if (listed !== 'none') {
    for (const id of listed.split(',').map((part) => part.trim())) {
      if (!isPriceSourceId(id)) {
        throw new EnvConfigError(
          'VITE_PRICE_SOURCES',
          `"${id}" is not a price source; use ${PRICE_SOURCE_IDS.join(', ')} or none`,
        );
      }
      if (!offered.includes(id)) offered.push(id);
    }
  }
  const on = env.source ?? 'off';
  const defaultSource = on === 'off' ? null : (offered.find((id) => id === on) ?? null);
  if (on !== 'off' && defaultSource === null) {
    throw new EnvConfigError(
      'VITE_PRICE_SOURCE',
      `"${on}" is not an offered price source; use off or one of: ${offered.join(', ') || 'none offered'}`,
    );
  }
  const currency = env.currency?.toLowerCase() ?? 'usd';
  if (!isCurrency(currency)) {
    throw new EnvConfigError(
      'VITE_PRICE_CURRENCY',
      `"${currency}" is not offered; use one of ${CURRENCIES.join(', ')}`,
    );
  }
  // A default the source cannot honour would show another currency than the deployment asked for.
  if (defaultSource !== null) {
    const { currencies } = priceSources[defaultSource];
    if (!currencies.includes(currency)) {
      throw new EnvConfigError(
        'VITE_PRICE_CURRENCY',
        `${PRICE_SOURCES[defaultSource].label} does not price in "${currency}"; use ${currencies.join(', ')}`,
      );
    }
  }
  return { offered, defaultSource, defaultCurrency: currency };
}
