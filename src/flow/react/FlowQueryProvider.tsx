import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useFlowContext } from './flow-context.ts';
import { createFlowQueryClient } from './query-client.ts';

/**
 * The query layer of the current network: its QueryClient (kept by FlowProvider, so the cache
 * outlives the screens; the transaction center refreshes it after a transaction settles). Every
 * screen that reads is inside it; the start page is not, so a first visit loads no query code.
 */
export function FlowQueryProvider({ children }: { readonly children: ReactNode }) {
  const { queryClients } = useFlowContext('FlowQueryProvider');
  const client = queryClients.getOrCreate(createFlowQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
