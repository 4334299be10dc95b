import { useQuery } from '@tanstack/react-query';
import type { Pricing } from '../prices/price-source-ids.ts';
import { pricesQueryOptions } from '../prices/prices-query.ts';
import { useFlowContext } from './flow-context.ts';

/** The coins' prices on the current network (src/flow/prices/prices-query.ts); null: off. */
export function usePrices(pricing: Pricing | null, coins: readonly string[]) {
  const { network } = useFlowContext('usePrices');
  return useQuery(pricesQueryOptions(network, pricing, coins));
}
