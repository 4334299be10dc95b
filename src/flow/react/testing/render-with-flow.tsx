import type { QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { type ReactElement, type ReactNode, useCallback } from 'react';
import { createFlowConfig } from '../../config.ts';
import { FlowProvider } from '../FlowProvider.tsx';
import { createFlowQueryClient } from '../query-client.ts';
import type { FakeFlowClient } from './fake-flow-client.ts';

interface TestFlowProviderProps {
  readonly client: FakeFlowClient;
  readonly queryClient: QueryClient;
  readonly children: ReactNode;
}

/**
 * FlowProvider on the client's network, with the given client instead of FCL (loaded at mount
 * to read its user, as a custom `loadClient` is) and the client's `chainId` as the access node's.
 */
function TestFlowProvider({ client, queryClient, children }: TestFlowProviderProps) {
  const loadClient = useCallback(async () => client, [client]);
  const fetchChainId = useCallback(() => client.chainId(), [client]);
  return (
    <FlowProvider
      config={createFlowConfig(client.network)}
      loadClient={loadClient}
      fetchChainId={fetchChainId}
      queryClient={queryClient}
    >
      {children}
    </FlowProvider>
  );
}

export function flowWrapper(client: FakeFlowClient) {
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
  client: FakeFlowClient,
  options: { initialProps?: props } = {},
) {
  const { wrapper, queryClient } = flowWrapper(client);
  return { ...renderHook(hook, { wrapper, ...options }), queryClient };
}

export function renderWithFlow(ui: ReactElement, client: FakeFlowClient) {
  const { wrapper, queryClient } = flowWrapper(client);
  return { ...render(ui, { wrapper }), queryClient };
}
