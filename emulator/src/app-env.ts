import type { LocalNetwork } from './local-network.ts';

/** The build settings of Flowdeck on a running local network (see src/flow/env.ts). */
export function appEnvFor(network: LocalNetwork): Record<string, string> {
  return {
    VITE_FLOW_NETWORK: 'local',
    VITE_FLOW_NETWORK_LABEL: 'Local emulator',
    VITE_FLOW_ACCESS_NODE: network.emulator.accessNodeUrl,
    VITE_FLOW_DISCOVERY_WALLET: `${network.wallet.walletUrl}/fcl/authn`,
    VITE_LOCAL_WFLOW_ADDRESS: network.world.evm.wflow,
  };
}
