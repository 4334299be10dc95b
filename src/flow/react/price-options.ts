import { createContext, useContext } from 'react';
import type { PriceOptions } from '../prices/price-source-ids.ts';

/** The price sources the build offers and its defaults (from the environment, src/flow/env.ts); none outside the app. */
export const PriceOptionsContext = createContext<PriceOptions>({
  offered: [],
  defaultSource: null,
  defaultCurrency: 'usd',
});

export const usePriceOptions = (): PriceOptions => useContext(PriceOptionsContext);
