import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import type { FlowClient } from '../client/flow-client.ts';
import type { FlowConfig } from '../config.ts';
import { FlowContext, type FlowContextValue } from './flow-context.ts';
import { createFlowQueryClient } from './query-client.ts';
import { TrackedTransactionsProvider } from './TrackedTransactionsProvider.tsx';

export interface FlowProviderProps {
  readonly config: FlowConfig;
  /** How to obtain the client; FCL, imported on first use, by default. Tests pass a fake. */
  readonly loadClient?: (config: FlowConfig) => Promise<FlowClient>;
  readonly queryClient?: QueryClient;
  /** Where sent transactions are kept: localStorage by default, null for memory only. */
  readonly transactionStorage?: Storage | null;
  readonly children: ReactNode;
}

const loadFclClient = async (config: FlowConfig): Promise<FlowClient> => {
  const { createFclFlowClient } = await import('../client/fcl-client.ts');
  return createFclFlowClient(config);
};

/**
 * Owns one network's Flow client, the QueryClient and the transaction center. Give it
 * `key={network}` where the network can change, so that a switch starts from an empty cache, a
 * fresh client and that network's tracked transactions.
 */
export function FlowProvider({
  config,
  loadClient = loadFclClient,
  queryClient,
  transactionStorage,
  children,
}: FlowProviderProps) {
  const [ownQueryClient] = useState(createFlowQueryClient);
  const value = useMemo<FlowContextValue>(() => {
    let client: Promise<FlowClient> | undefined;
    return {
      network: config.flowNetwork,
      config,
      getClient: () => {
        // A failed load (say, the chunk could not be fetched) is tried again on the next use.
        client ??= loadClient(config).catch((error: unknown) => {
          client = undefined;
          throw error;
        });
        return client;
      },
    };
  }, [config, loadClient]);

  return (
    <QueryClientProvider client={queryClient ?? ownQueryClient}>
      <FlowContext.Provider value={value}>
        <TrackedTransactionsProvider storage={transactionStorage}>
          {children}
        </TrackedTransactionsProvider>
      </FlowContext.Provider>
    </QueryClientProvider>
  );
}
