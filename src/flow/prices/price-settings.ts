import { isRecord } from '../is-record.ts';
import { createLocalStore, type LocalStore } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';
import {
  type Currency,
  isCurrency,
  type PriceOptions,
  type PriceSourceId,
} from './price-source-ids.ts';

/** Where values come from on one network, as the user chose (or the build's default). */
export interface PriceSettings {
  /** Null: prices off, and nothing is asked of any source. */
  readonly source: PriceSourceId | null;
  readonly currency: Currency;
}

export const defaultPriceSettings = (options: PriceOptions): PriceSettings => ({
  source: options.defaultSource,
  currency: options.defaultCurrency,
});

/** Stored settings read against what the build offers now; anything else is the default. */
export function parsePriceSettings(json: unknown, options: PriceOptions): PriceSettings {
  const fallback = defaultPriceSettings(options);
  if (!isRecord(json)) return fallback;
  const source =
    json.source === null
      ? null
      : (options.offered.find((offered) => offered === json.source) ?? fallback.source);
  const currency =
    typeof json.currency === 'string' && isCurrency(json.currency)
      ? json.currency
      : fallback.currency;
  return { source, currency };
}

export const createPriceSettingsStore = (
  network: FlowNetwork,
  options: PriceOptions,
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null,
): LocalStore<PriceSettings> =>
  createLocalStore(
    storageKey(network, 'price-settings'),
    (json) => parsePriceSettings(json, options),
    storage,
  );
