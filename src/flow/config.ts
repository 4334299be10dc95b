import { type DiscoveryWalletMethod, type FlowNetwork, NETWORKS } from './networks.ts';

/**
 * Flowdeck's wallet configuration. The keys carry the names users of Flow's React SDK know;
 * `toFclConfig` maps each one onto its FCL configuration key.
 */
export interface FlowConfig {
  readonly accessNodeUrl: string;
  readonly flowNetwork: FlowNetwork;
  readonly appDetailTitle?: string;
  readonly appDetailIcon?: string;
  readonly appDetailDescription?: string;
  readonly appDetailUrl?: string;
  readonly discoveryWallet?: string;
  readonly discoveryWalletMethod?: DiscoveryWalletMethod;
  /**
   * One compute limit for every transaction, in place of each one's measured limit
   * (cadence/compute-limits.ts); unset unless the environment sets it.
   */
  readonly fclLimit?: number;
  readonly serviceOpenIdScopes?: readonly string[];
  /** Public by design, but it comes from the environment, never from the code. */
  readonly walletconnectProjectId?: string;
  readonly walletconnectDisableNotifications?: boolean;
}

export type FclConfigValue = string | number | boolean;

/** FCL's key for each typed setting, in FCL's own spelling. */
const FCL_CONFIG_KEYS = {
  accessNodeUrl: 'accessNode.api',
  appDetailTitle: 'app.detail.title',
  appDetailIcon: 'app.detail.icon',
  appDetailDescription: 'app.detail.description',
  appDetailUrl: 'app.detail.url',
  discoveryWallet: 'discovery.wallet',
  discoveryWalletMethod: 'discovery.wallet.method',
  fclLimit: 'fcl.limit',
  flowNetwork: 'flow.network',
  serviceOpenIdScopes: 'service.OpenID.scopes',
  walletconnectProjectId: 'walletconnect.projectId',
  walletconnectDisableNotifications: 'walletconnect.disableNotifications',
} as const satisfies Record<keyof FlowConfig, string>;

/** The compute limit a transaction measured to need `measured` is signed with under `config`. */
export const signedComputeLimit = (config: FlowConfig, measured: number): number =>
  config.fclLimit ?? measured;

/** The FCL key/value record for a config, leaving out unset settings. */
export function toFclConfig(config: FlowConfig): Record<string, FclConfigValue> {
  const record: Record<string, FclConfigValue> = {};
  for (const [name, fclKey] of Object.entries(FCL_CONFIG_KEYS)) {
    const value = config[name as keyof FlowConfig];
    if (value === undefined) continue;
    // FCL sends the OpenID scopes to the wallet as one space-separated string.
    record[fclKey] = Array.isArray(value) ? value.join(' ') : (value as FclConfigValue);
  }
  return record;
}

export interface FlowConfigOverrides {
  readonly accessNodeUrl?: string;
  readonly discoveryWallet?: string;
  readonly discoveryWalletMethod?: DiscoveryWalletMethod;
  readonly fclLimit?: number;
  readonly appUrl?: string;
  readonly serviceOpenIdScopes?: readonly string[];
  readonly walletconnectProjectId?: string;
  readonly walletconnectDisableNotifications?: boolean;
}

const APP_TITLE = 'Flowdeck';
const APP_DESCRIPTION =
  'Your whole Flow account, Cadence and EVM, on one screen: balances, tokens, NFTs, sends and live transactions.';

/** The config for one network: the network's preset, then the overrides the environment gives. */
export function createFlowConfig(
  network: FlowNetwork,
  overrides: FlowConfigOverrides = {},
): FlowConfig {
  const preset = NETWORKS[network];
  const { appUrl, walletconnectProjectId, walletconnectDisableNotifications } = overrides;
  return {
    flowNetwork: network,
    accessNodeUrl: overrides.accessNodeUrl ?? preset.accessNodeUrl,
    discoveryWallet: overrides.discoveryWallet ?? preset.discoveryWallet,
    discoveryWalletMethod: overrides.discoveryWalletMethod ?? preset.discoveryWalletMethod,
    ...(overrides.fclLimit !== undefined && { fclLimit: overrides.fclLimit }),
    appDetailTitle: APP_TITLE,
    appDetailDescription: APP_DESCRIPTION,
    ...(appUrl && { appDetailUrl: appUrl, appDetailIcon: new URL('/icon.svg', appUrl).href }),
    ...(overrides.serviceOpenIdScopes?.length && {
      serviceOpenIdScopes: overrides.serviceOpenIdScopes,
    }),
    // WalletConnect is configured only when a project id is given.
    ...(walletconnectProjectId && {
      walletconnectProjectId,
      ...(walletconnectDisableNotifications !== undefined && { walletconnectDisableNotifications }),
    }),
  };
}
