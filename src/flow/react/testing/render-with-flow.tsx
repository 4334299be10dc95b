import type { QueryClient } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import { type ReactElement, type ReactNode, useCallback } from 'react';
import { type ChainChecks, createChainChecks } from '../../client/chain-checks.ts';
import { createFlowConfig } from '../../config.ts';
import type { EvmAddressBook } from '../../evm-contracts.ts';
import { FlowProvider } from '../FlowProvider.tsx';
import { FlowQueryProvider } from '../FlowQueryProvider.tsx';
import { createFlowQueryClient } from '../query-client.ts';
import type { FakeFlowClient } from './fake-flow-client.ts';

/** What the app's provider gives the network besides its id (useFlowNetwork); presets' if unset. */
export interface TestNetwork {
  readonly label?: string;
  readonly evmAddressBook?: EvmAddressBook;
}

interface TestFlowProviderProps {
  readonly client: FakeFlowClient;
  readonly network: TestNetwork;
  readonly queryClient: QueryClient;
  readonly chainChecks: ChainChecks;
  readonly children: ReactNode;
}

/**
 * FlowProvider and its query layer (as every screen but the start page has) on the client's network, with the given client instead of FCL (loaded at mount
 * to read its user, as a custom `loadClient` is) and the client's `chainId` as the access node's.
 */
function TestFlowProvider({
  client,
  network,
  queryClient,
  chainChecks,
  children,
}: TestFlowProviderProps) {
  const loadClient = useCallback(async () => client, [client]);
  const fetchChainId = useCallback(() => client.chainId(), [client]);
  return (
    <FlowProvider
      config={createFlowConfig(client.network)}
      {...network}
      loadClient={loadClient}
      fetchChainId={fetchChainId}
      queryClient={queryClient}
      chainChecks={chainChecks}
    >
      <FlowQueryProvider>{children}</FlowQueryProvider>
    </FlowProvider>
  );
}

function flowWrapper(client: FakeFlowClient, network: TestNetwork = {}) {
  const queryClient = createFlowQueryClient();
  const chainChecks = createChainChecks();
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <TestFlowProvider
      client={client}
      network={network}
      queryClient={queryClient}
      chainChecks={chainChecks}
    >
      {children}
    </TestFlowProvider>
  );
  return { wrapper, queryClient, chainChecks };
}

export function renderFlowHook<result, props>(
  hook: (props: props) => result,
  client: FakeFlowClient,
  options: { initialProps?: props } = {},
) {
  const { wrapper, queryClient, chainChecks } = flowWrapper(client);
  return { ...renderHook(hook, { wrapper, ...options }), queryClient, chainChecks };
}

export function renderWithFlow(ui: ReactElement, client: FakeFlowClient, network?: TestNetwork) {
  const { wrapper, queryClient, chainChecks } = flowWrapper(client, network);
  return { ...render(ui, { wrapper }), queryClient, chainChecks };
}
