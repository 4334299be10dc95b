import { createContext } from 'react';
import type { PriceEnv } from '../env.ts';

/**
 * The build's price variables (src/flow/env.ts), unread until a screen shows prices
 * (usePriceOptions): the start page carries none of the price code. The build has already
 * refused invalid ones, computing its CSP.
 */
export const PriceEnvContext = createContext<PriceEnv>({
  sources: 'none',
  source: undefined,
  currency: undefined,
});
