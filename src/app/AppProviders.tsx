import { type ReactNode, useMemo, useState } from 'react';
import { IpfsGatewayContext } from '../components/ui/media-gateway.ts';
import { DEFAULT_IPFS_GATEWAY } from '../components/ui/safe-url.ts';
import { createChainChecks } from '../flow/client/chain-checks.ts';
import type { FlowClient } from '../flow/client/flow-client.ts';
import type { FlowConfig } from '../flow/config.ts';
import type { AppEnv } from '../flow/env.ts';
import { evmAddressBookFor } from '../flow/evm-contracts.ts';
import type { FlowNetwork } from '../flow/networks.ts';
import { flowConfigFor, offeredNetworks } from '../flow/offered-networks.ts';
import { FlowProvider } from '../flow/react/FlowProvider.tsx';
import { HistoryEnvContext } from '../flow/react/history-env-context.ts';
import { PriceEnvContext } from '../flow/react/price-env-context.ts';
import {
  type NetworkSelection,
  NetworkSelectionContext,
  networkLabel,
} from './network-selection.ts';
import { initialNetwork, rememberNetwork } from './remembered-network.ts';

interface AppProvidersProps {
  readonly env: AppEnv;
  /** How each network's client is obtained; FCL by default (FlowProvider's own loader). */
  readonly loadClient?: (
    config: FlowConfig,
    knownChainId: () => Promise<string>,
  ) => Promise<FlowClient>;
  readonly children: ReactNode;
}

export function AppProviders({ env, loadClient, children }: AppProvidersProps) {
  const [network, setNetwork] = useState<FlowNetwork>(() => initialNetwork(env));
  // For the whole page, across network switches: switching back asks no node again.
  const [chainChecks] = useState(createChainChecks);
  const config = useMemo(() => flowConfigFor(env, network), [env, network]);
  const evmAddressBook = useMemo(
    () => evmAddressBookFor(network, env.localWflowAddress),
    [env.localWflowAddress, network],
  );
  const selection = useMemo<NetworkSelection>(
    () => ({
      network,
      offered: offeredNetworks(env),
      labelOf: (other) => networkLabel(env, other),
      select: (next) => {
        rememberNetwork(next);
        setNetwork(next);
      },
    }),
    [env, network],
  );

  return (
    <NetworkSelectionContext.Provider value={selection}>
      <IpfsGatewayContext.Provider value={env.ipfsGateway ?? DEFAULT_IPFS_GATEWAY}>
        <PriceEnvContext.Provider value={env.prices}>
          <HistoryEnvContext.Provider value={env.history}>
            {/* A new provider per network: fresh FCL client, empty cache, nothing shown twice. */}
            <FlowProvider
              key={network}
              config={config}
              label={networkLabel(env, network)}
              evmAddressBook={evmAddressBook}
              chainChecks={chainChecks}
              {...(loadClient && { loadClient })}
            >
              {children}
            </FlowProvider>
          </HistoryEnvContext.Provider>
        </PriceEnvContext.Provider>
      </IpfsGatewayContext.Provider>
    </NetworkSelectionContext.Provider>
  );
}
