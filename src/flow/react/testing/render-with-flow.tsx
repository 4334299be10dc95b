import type { QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { FlowClient } from '../../client/flow-client.ts';
import { createFlowConfig } from '../../config.ts';
import { FlowProvider } from '../FlowProvider.tsx';
import { createFlowQueryClient } from '../query-client.ts';

interface TestFlowProviderProps {
  readonly client: FlowClient;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}

/** FlowProvider on the client's network, with the given client instead of FCL. */
function TestFlowProvider({ client, queryClient, children }: TestFlowProviderProps) {
  return (
    <FlowProvider
      config={createFlowConfig(client.network)}
      loadClient={async () => client}
      queryClient={queryClient}
    >
      {children}
    </FlowProvider>
  );
}

export function flowWrapper(client: FlowClient) {
  const queryClient = createFlowQueryClient();
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <TestFlowProvider client={client} queryClient={queryClient}>
      {children}
    </TestFlowProvider>
  );
  return { wrapper, queryClient };
}

export function renderFlowHook<result, props>(
  hook: (props: props) => result,
  client: FlowClient,
  options: { initialProps?: props } = {},
) {
  const { wrapper, queryClient } = flowWrapper(client);
  return { ...renderHook(hook, { wrapper, ...options }), queryClient };
}

export function renderWithFlow(ui: ReactElement, client: FlowClient) {
  const { wrapper, queryClient } = flowWrapper(client);
  return { ...render(ui, { wrapper }), queryClient };
}
