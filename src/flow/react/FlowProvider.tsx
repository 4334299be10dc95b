import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import type { FlowClient } from '../client/flow-client.ts';
import type { FlowConfig } from '../config.ts';
import { FlowContext, type FlowContextValue } from './flow-context.ts';
import { createFlowQueryClient } from './query-client.ts';

export interface FlowProviderProps {
  readonly config: FlowConfig;
  /** How to obtain the client; FCL, imported on first use, by default. Tests pass a fake. */
  readonly loadClient?: (config: FlowConfig) => Promise<FlowClient>;
  readonly queryClient?: QueryClient;
  readonly children: ReactNode;
}

const loadFclClient = async (config: FlowConfig): Promise<FlowClient> => {
  const { createFclFlowClient } = await import('../client/fcl-client.ts');
  return createFclFlowClient(config);
};

/**
 * Owns one network's Flow client and the QueryClient. Give it `key={network}` where the network
 * can change, so that a switch starts from an empty cache and a fresh client.
 */
export function FlowProvider({
  config,
  loadClient = loadFclClient,
  queryClient,
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
      <FlowContext.Provider value={value}>{children}</FlowContext.Provider>
    </QueryClientProvider>
  );
}
