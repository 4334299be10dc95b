import { createContext } from 'react';
import type { HistoryEnv } from '../env.ts';

/**
 * The build's history variables (src/flow/env.ts), read where Activity shows them
 * (useHistorySources). The build has already refused invalid ones, computing its CSP.
 */
export const HistoryEnvContext = createContext<HistoryEnv>({
  sources: { local: 'none', testnet: 'none', mainnet: 'none' },
  on: undefined,
});
