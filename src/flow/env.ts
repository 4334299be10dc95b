import { hasEvmAddressShape } from './address.ts';
import type { FlowConfigOverrides } from './config.ts';
import type { EvmAddress } from './evm-address.ts';
import {
  DISCOVERY_WALLET_METHODS,
  type DiscoveryWalletMethod,
  FLOW_NETWORKS,
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
  'VITE_PRICE_SOURCES',
  'VITE_PRICE_SOURCE',
  'VITE_PRICE_CURRENCY',
  'VITE_HISTORY_ON',
  'VITE_FLOW_LOCAL_HISTORY_SOURCES',
  'VITE_FLOW_TESTNET_HISTORY_SOURCES',
  'VITE_FLOW_MAINNET_HISTORY_SOURCES',
  'VITE_LOCAL_WFLOW_ADDRESS',
  'VITE_FLOW_LOCAL_ACCESS_NODE',
  'VITE_FLOW_LOCAL_DISCOVERY_WALLET',
  'VITE_FLOW_TESTNET_ACCESS_NODE',
  'VITE_FLOW_TESTNET_DISCOVERY_WALLET',
  'VITE_FLOW_MAINNET_ACCESS_NODE',
  'VITE_FLOW_MAINNET_DISCOVERY_WALLET',
] as const;

export type EnvVariable = (typeof ENV_VARIABLES)[number];
export type RawEnv = Partial<Record<EnvVariable, string | undefined>>;

/** Each network's own access node and discovery wallet, in place of its preset's. */
const NETWORK_URL_VARIABLES = {
  local: {
    accessNodeUrl: 'VITE_FLOW_LOCAL_ACCESS_NODE',
    discoveryWallet: 'VITE_FLOW_LOCAL_DISCOVERY_WALLET',
  },
  testnet: {
    accessNodeUrl: 'VITE_FLOW_TESTNET_ACCESS_NODE',
    discoveryWallet: 'VITE_FLOW_TESTNET_DISCOVERY_WALLET',
  },
  mainnet: {
    accessNodeUrl: 'VITE_FLOW_MAINNET_ACCESS_NODE',
    discoveryWallet: 'VITE_FLOW_MAINNET_DISCOVERY_WALLET',
  },
} as const satisfies Record<
  FlowNetwork,
  { readonly accessNodeUrl: EnvVariable; readonly discoveryWallet: EnvVariable }
>;

/** VITE_PRICE_SOURCES, VITE_PRICE_SOURCE and VITE_PRICE_CURRENCY, unread. */
export interface PriceEnv {
  readonly sources: string | undefined;
  readonly source: string | undefined;
  readonly currency: string | undefined;
}

/** The history variables, unread: each network's history sources, and VITE_HISTORY_ON. */
export interface HistoryEnv {
  readonly sources: Readonly<Record<FlowNetwork, string | undefined>>;
  readonly on: string | undefined;
}

export interface AppEnv {
  /** The network the app starts on. */
  readonly network: FlowNetwork;
  /** Settings of one network each (an access node is per network); absent: the preset's. */
  readonly networkOverrides: Readonly<Partial<Record<FlowNetwork, FlowConfigOverrides>>>;
  /** Settings that apply to every network. */
  readonly sharedOverrides: FlowConfigOverrides;
  /** Replaces the start-up network's name in the UI, e.g. for the loopback sandbox. */
  readonly networkLabel?: string;
  /** The https gateway `ipfs://` images from metadata go through; the UI's default otherwise. */
  readonly ipfsGateway?: string;
  /**
   * WFLOW on the local network (an emulator has none until one is deployed), as configured:
   * its EIP-55 checksum is checked, and the address checksummed, where used (useEvmAddressBook).
   */
  readonly localWflowAddress?: EvmAddress;
  /**
   * The price variables as set: read by src/flow/prices/price-env.ts where prices are shown, and
   * checked when the build computes its CSP (an invalid one stops the build).
   */
  readonly prices: PriceEnv;
  /** Where past activity may come from, per network: read by src/flow/history/history-env.ts. */
  readonly history: HistoryEnv;
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
  const read: Read = (name) => {
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
  // Its EIP-55 checksum is checked where it is used (useEvmAddressBook): keccak-256 is not part
  // of the first paint.
  if (localWflow !== undefined && !hasEvmAddressShape(localWflow)) {
    throw new EnvConfigError(
      'VITE_LOCAL_WFLOW_ADDRESS',
      `"${localWflow}" is not an EVM address (0x and 40 hex digits)`,
    );
  }

  const prices: PriceEnv = {
    sources: read('VITE_PRICE_SOURCES'),
    source: read('VITE_PRICE_SOURCE'),
    currency: read('VITE_PRICE_CURRENCY'),
  };

  const history: HistoryEnv = {
    sources: {
      local: read('VITE_FLOW_LOCAL_HISTORY_SOURCES'),
      testnet: read('VITE_FLOW_TESTNET_HISTORY_SOURCES'),
      mainnet: read('VITE_FLOW_MAINNET_HISTORY_SOURCES'),
    },
    on: read('VITE_HISTORY_ON'),
  };

  return {
    network: networkText,
    networkOverrides: networkOverridesOf(read, networkText),
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
    ...(localWflow && { localWflowAddress: localWflow }),
    prices,
    history,
  };
}

type Read = (name: EnvVariable) => string | undefined;

/**
 * Every network's URL overrides; the start-up network also takes the unprefixed variables
 * (`VITE_FLOW_ACCESS_NODE`...) and the wallet method. Networks without any are left out.
 */
function networkOverridesOf(
  read: Read,
  startup: FlowNetwork,
): Partial<Record<FlowNetwork, FlowConfigOverrides>> {
  const overrides: Partial<Record<FlowNetwork, FlowConfigOverrides>> = {};
  for (const network of FLOW_NETWORKS) {
    const names = NETWORK_URL_VARIABLES[network];
    const own = (setting: keyof typeof names, unprefixed: EnvVariable) =>
      network === startup
        ? eitherUrl(read, names[setting], unprefixed)
        : optionalUrl(names[setting], read(names[setting]));
    const accessNodeUrl = own('accessNodeUrl', 'VITE_FLOW_ACCESS_NODE');
    const discoveryWallet = own('discoveryWallet', 'VITE_FLOW_DISCOVERY_WALLET');
    const discoveryWalletMethod =
      network === startup
        ? optionalWalletMethod(read('VITE_FLOW_DISCOVERY_WALLET_METHOD'))
        : undefined;
    if (accessNodeUrl || discoveryWallet || discoveryWalletMethod) {
      overrides[network] = {
        ...(accessNodeUrl && { accessNodeUrl }),
        ...(discoveryWallet && { discoveryWallet }),
        ...(discoveryWalletMethod && { discoveryWalletMethod }),
      };
    }
  }
  return overrides;
}

/** The start-up network's URL from its own variable or the unprefixed one, never two values. */
function eitherUrl(read: Read, own: EnvVariable, unprefixed: EnvVariable): string | undefined {
  const fromOwn = optionalUrl(own, read(own));
  const fromUnprefixed = optionalUrl(unprefixed, read(unprefixed));
  if (fromOwn && fromUnprefixed && fromOwn !== fromUnprefixed) {
    throw new EnvConfigError(unprefixed, `"${fromUnprefixed}" contradicts ${own}; set only one`);
  }
  return fromOwn ?? fromUnprefixed;
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
