/** The three networks Flowdeck knows. `local` is the Flow emulator's address space. */
export type FlowNetwork = 'local' | 'testnet' | 'mainnet';

export const FLOW_NETWORKS: readonly FlowNetwork[] = ['local', 'testnet', 'mainnet'];

export type DiscoveryWalletMethod = 'IFRAME/RPC' | 'POP/RPC' | 'TAB/RPC' | 'HTTP/POST' | 'EXT/RPC';

export const DISCOVERY_WALLET_METHODS: readonly DiscoveryWalletMethod[] = [
  'IFRAME/RPC',
  'POP/RPC',
  'TAB/RPC',
  'HTTP/POST',
  'EXT/RPC',
];

export interface NetworkPreset {
  readonly id: FlowNetwork;
  readonly label: string;
  /** Whether the network holds real value. */
  readonly isProduction: boolean;
  readonly accessNodeUrl: string;
  readonly discoveryWallet: string;
  readonly discoveryWalletMethod: DiscoveryWalletMethod;
  /** What `GET /v1/network/parameters` reports for this network. */
  readonly cadenceChainId: 'flow-emulator' | 'flow-testnet' | 'flow-mainnet';
  /** Key of the network's aliases in flow.json. */
  readonly flowJsonNetwork: 'emulator' | 'testnet' | 'mainnet';
  readonly evmChainId: number;
  readonly evmRpcUrl: string;
  /** Base URL of the Cadence explorer (`/tx/<id>`, `/account/<addr>`); none for the emulator. */
  readonly cadenceExplorerUrl: string | null;
  /** Base URL of the EVM explorer (`/tx/<hash>`, `/address/<addr>`); none for the emulator. */
  readonly evmExplorerUrl: string | null;
}

export const NETWORKS: Readonly<Record<FlowNetwork, NetworkPreset>> = {
  local: {
    id: 'local',
    label: 'Local emulator',
    isProduction: false,
    accessNodeUrl: 'http://127.0.0.1:8888',
    discoveryWallet: 'http://127.0.0.1:8701/fcl/authn',
    discoveryWalletMethod: 'IFRAME/RPC',
    cadenceChainId: 'flow-emulator',
    flowJsonNetwork: 'emulator',
    evmChainId: 646,
    evmRpcUrl: 'http://127.0.0.1:8545',
    cadenceExplorerUrl: null,
    evmExplorerUrl: null,
  },
  testnet: {
    id: 'testnet',
    label: 'Testnet',
    isProduction: false,
    accessNodeUrl: 'https://rest-testnet.onflow.org',
    discoveryWallet: 'https://fcl-discovery.onflow.org/testnet/authn',
    discoveryWalletMethod: 'IFRAME/RPC',
    cadenceChainId: 'flow-testnet',
    flowJsonNetwork: 'testnet',
    evmChainId: 545,
    evmRpcUrl: 'https://testnet.evm.nodes.onflow.org',
    cadenceExplorerUrl: 'https://testnet.flowscan.io',
    evmExplorerUrl: 'https://evm-testnet.flowscan.io',
  },
  mainnet: {
    id: 'mainnet',
    label: 'Mainnet',
    isProduction: true,
    accessNodeUrl: 'https://rest-mainnet.onflow.org',
    discoveryWallet: 'https://fcl-discovery.onflow.org/authn',
    discoveryWalletMethod: 'IFRAME/RPC',
    cadenceChainId: 'flow-mainnet',
    flowJsonNetwork: 'mainnet',
    evmChainId: 747,
    evmRpcUrl: 'https://mainnet.evm.nodes.onflow.org',
    cadenceExplorerUrl: 'https://www.flowscan.io',
    evmExplorerUrl: 'https://evm.flowscan.io',
  },
};

export function isFlowNetwork(value: string): value is FlowNetwork {
  return (FLOW_NETWORKS as readonly string[]).includes(value);
}

/**
 * A chain id from `/v1/network/parameters` as FCL names chains: `local` for `flow-emulator`,
 * otherwise without the `flow-` prefix (`flow-testnet` → `testnet`); any other id as it is.
 */
export function fclChainName(chainId: string): string {
  return chainId === 'flow-emulator' ? 'local' : chainId.replace(/^flow-/, '');
}

export function cadenceExplorerTxUrl(network: FlowNetwork, txId: string): string | null {
  const base = NETWORKS[network].cadenceExplorerUrl;
  return base ? `${base}/tx/${txId}` : null;
}

export function cadenceExplorerAccountUrl(network: FlowNetwork, address: string): string | null {
  const base = NETWORKS[network].cadenceExplorerUrl;
  return base ? `${base}/account/${address}` : null;
}

export function evmExplorerAddressUrl(network: FlowNetwork, address: string): string | null {
  const base = NETWORKS[network].evmExplorerUrl;
  return base ? `${base}/address/${address}` : null;
}

export function evmExplorerTxUrl(network: FlowNetwork, hash: string): string | null {
  const base = NETWORKS[network].evmExplorerUrl;
  return base ? `${base}/tx/${hash}` : null;
}
