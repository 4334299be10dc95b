import { isValidEvmAddress, toChecksumEvmAddress } from './address.ts';
import type { FlowConfigOverrides } from './config.ts';
import type { EvmAddress } from './evm-addresses.ts';
import {
  DISCOVERY_WALLET_METHODS,
  type DiscoveryWalletMethod,
  type FlowNetwork,
  isFlowNetwork,
} from './networks.ts';

/** Every environment variable Flowdeck reads; the README's configuration table lists the same. */
export const ENV_VARIABLES = [
  'VITE_FLOW_NETWORK',
  'VITE_FLOW_ACCESS_NODE',
  'VITE_FLOW_DISCOVERY_WALLET',
  'VITE_FLOW_DISCOVERY_WALLET_METHOD',
  'VITE_FLOW_COMPUTE_LIMIT',
  'VITE_FLOW_OPENID_SCOPES',
  'VITE_FLOW_NETWORK_LABEL',
  'VITE_WALLETCONNECT_PROJECT_ID',
  'VITE_WALLETCONNECT_DISABLE_NOTIFICATIONS',
  'VITE_APP_URL',
  'VITE_IPFS_GATEWAY',
  'VITE_LOCAL_WFLOW_ADDRESS',
] as const;

export type EnvVariable = (typeof ENV_VARIABLES)[number];
export type RawEnv = Partial<Record<EnvVariable, string | undefined>>;

export interface AppEnv {
  /** The network the app starts on. */
  readonly network: FlowNetwork;
  /** Settings that apply to the start-up network only (an access node is per network). */
  readonly networkOverrides: FlowConfigOverrides;
  /** Settings that apply to every network. */
  readonly sharedOverrides: FlowConfigOverrides;
  /** Replaces the start-up network's name in the UI, e.g. for the loopback sandbox. */
  readonly networkLabel?: string;
  /** The https gateway `ipfs://` images from metadata go through; the UI's default otherwise. */
  readonly ipfsGateway?: string;
  /** WFLOW on the local network, EIP-55: an emulator has none until one is deployed. */
  readonly localWflowAddress?: EvmAddress;
}

/** A configuration value that stops start-up; the message names the variable. */
export class EnvConfigError extends Error {
  override name = 'EnvConfigError';
  constructor(
    readonly variable: EnvVariable,
    readonly problem: string,
  ) {
    super(`${variable}: ${problem}`);
  }
}

export function parseEnv(raw: RawEnv): AppEnv {
  const read = (name: EnvVariable): string | undefined => {
    const value = raw[name]?.trim();
    return value ? value : undefined;
  };

  const networkText = read('VITE_FLOW_NETWORK') ?? 'local';
  if (!isFlowNetwork(networkText)) {
    throw new EnvConfigError(
      'VITE_FLOW_NETWORK',
      `"${networkText}" is not a network; use local, testnet or mainnet`,
    );
  }

  const accessNodeUrl = optionalUrl('VITE_FLOW_ACCESS_NODE', read('VITE_FLOW_ACCESS_NODE'));
  const discoveryWallet = optionalUrl(
    'VITE_FLOW_DISCOVERY_WALLET',
    read('VITE_FLOW_DISCOVERY_WALLET'),
  );
  const discoveryWalletMethod = optionalWalletMethod(read('VITE_FLOW_DISCOVERY_WALLET_METHOD'));
  const fclLimit = optionalComputeLimit(read('VITE_FLOW_COMPUTE_LIMIT'));
  const appUrl = optionalUrl('VITE_APP_URL', read('VITE_APP_URL'));
  const scopes = read('VITE_FLOW_OPENID_SCOPES')?.split(/\s+/);
  const walletconnectProjectId = optionalProjectId(read('VITE_WALLETCONNECT_PROJECT_ID'));
  const walletconnectDisableNotifications = optionalBoolean(
    'VITE_WALLETCONNECT_DISABLE_NOTIFICATIONS',
    read('VITE_WALLETCONNECT_DISABLE_NOTIFICATIONS'),
  );
  const networkLabel = read('VITE_FLOW_NETWORK_LABEL');
  const ipfsGateway = optionalUrl('VITE_IPFS_GATEWAY', read('VITE_IPFS_GATEWAY'));
  if (ipfsGateway && !ipfsGateway.startsWith('https://')) {
    throw new EnvConfigError('VITE_IPFS_GATEWAY', `"${ipfsGateway}" must be an https URL`);
  }

  const localWflow = read('VITE_LOCAL_WFLOW_ADDRESS');
  if (localWflow !== undefined && !isValidEvmAddress(localWflow)) {
    throw new EnvConfigError(
      'VITE_LOCAL_WFLOW_ADDRESS',
      `"${localWflow}" is not an EVM address (0x and 40 hex digits, EIP-55 checksum if mixed case)`,
    );
  }

  return {
    network: networkText,
    networkOverrides: {
      ...(accessNodeUrl && { accessNodeUrl }),
      ...(discoveryWallet && { discoveryWallet }),
      ...(discoveryWalletMethod && { discoveryWalletMethod }),
    },
    sharedOverrides: {
      ...(fclLimit !== undefined && { fclLimit }),
      ...(appUrl && { appUrl }),
      ...(scopes && { serviceOpenIdScopes: scopes }),
      ...(walletconnectProjectId && { walletconnectProjectId }),
      ...(walletconnectDisableNotifications !== undefined && {
        walletconnectDisableNotifications,
      }),
    },
    ...(networkLabel && { networkLabel: networkLabel.slice(0, 60) }),
    ...(ipfsGateway && { ipfsGateway: `${ipfsGateway}/` }),
    ...(localWflow && { localWflowAddress: toChecksumEvmAddress(localWflow) }),
  };
}

function optionalUrl(name: EnvVariable, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvConfigError(name, `"${value}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new EnvConfigError(name, `"${value}" must be an http(s) URL`);
  }
  // FCL joins paths with exactly one slash, so keep the URL as typed minus a trailing slash.
  return value.replace(/\/+$/, '');
}

function optionalWalletMethod(value: string | undefined): DiscoveryWalletMethod | undefined {
  if (value === undefined) return undefined;
  const method = DISCOVERY_WALLET_METHODS.find((known) => known === value);
  if (!method) {
    throw new EnvConfigError(
      'VITE_FLOW_DISCOVERY_WALLET_METHOD',
      `"${value}" is not one of ${DISCOVERY_WALLET_METHODS.join(', ')}`,
    );
  }
  return method;
}

function optionalComputeLimit(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const limit = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(limit >= 1 && limit <= 9999)) {
    throw new EnvConfigError(
      'VITE_FLOW_COMPUTE_LIMIT',
      `"${value}" must be a whole number from 1 to 9999`,
    );
  }
  return limit;
}

function optionalProjectId(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^[A-Za-z0-9]{16,64}$/.test(value)) {
    throw new EnvConfigError(
      'VITE_WALLETCONNECT_PROJECT_ID',
      'must be the 32-character project id from WalletConnect Cloud',
    );
  }
  return value;
}

function optionalBoolean(name: EnvVariable, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new EnvConfigError(name, `"${value}" must be true or false`);
}
