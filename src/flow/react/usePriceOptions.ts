import { useContext, useMemo } from 'react';
import { priceOptionsOf } from '../prices/price-env.ts';
import type { PriceOptions } from '../prices/price-source-ids.ts';
import { PriceEnvContext } from './price-env-context.ts';

/** The price sources the build offers and its defaults. */
export function usePriceOptions(): PriceOptions {
  const env = useContext(PriceEnvContext);
  return useMemo(() => priceOptionsOf(env), [env]);
}
