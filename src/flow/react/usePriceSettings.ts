import { useSyncExternalStore } from 'react';
import type { LocalStore } from '../local-store.ts';
import type { FlowNetwork } from '../networks.ts';
import { createPriceSettingsStore, type PriceSettings } from '../prices/price-settings.ts';
import type { PriceOptions } from '../prices/price-source-ids.ts';
import { useFlowContext } from './flow-context.ts';
import { usePriceOptions } from './usePriceOptions.ts';

const stores = new Map<string, LocalStore<PriceSettings>>();

const storeOf = (network: FlowNetwork, options: PriceOptions) => {
  const key = `${network}:${options.offered.join(',')}:${options.defaultSource}:${options.defaultCurrency}`;
  let store = stores.get(key);
  if (store === undefined) {
    store = createPriceSettingsStore(network, options);
    stores.set(key, store);
  }
  return store;
};

/** The current network's price settings (src/flow/prices/price-settings.ts), and `change`. */
export function usePriceSettings() {
  const { network } = useFlowContext('usePriceSettings');
  const options = usePriceOptions();
  const store = storeOf(network, options);
  const settings = useSyncExternalStore(store.subscribe, store.read);
  return {
    settings,
    offered: options.offered,
    change: (next: PriceSettings) => store.update(() => next),
  };
}
