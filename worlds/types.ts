/** The shape of a fixture module under `worlds/`. */

export interface FixtureVault {
  /** A contract name from flow.json (e.g. `FlowToken`) or the index of a fixture account. */
  contract: string | number;
  contractName: string;
  name: string;
  symbol: string;
  description?: string;
  logo: string;
  externalUrl?: string;
  /** UFix64 text. */
  balance: string;
  evmAddress?: string;
  /** The ERC-20's decimals on Flow EVM (default 18). */
  evmDecimals?: number;
  /** False for a token without the FTDisplay / FTVaultData views (default true). */
  metadataViews?: boolean;
  /** False when the holder has not published the token's receiver capability (default true). */
  receiver?: boolean;
  /**
   * A broken contract: its FTDisplay (and FTView) view panics when resolved (`display`), or the
   * contract no longer loads, so the vault cannot be read at all (`unloadable`: on the emulator it
   * imports a helper whose function is removed after seeding).
   */
  fault?: 'display' | 'unloadable';
}

export interface FixtureNft {
  id: number | string;
  name: string;
  description: string;
  thumbnail: string;
  serial?: number | string;
  externalUrl?: string;
  /** The Traits view: a number is an integer trait, null a value of another type. */
  traits?: { name: string; value: string | number | boolean | null }[];
}

export interface FixtureCollection {
  contract: string | number;
  contractName: string;
  name: string;
  description: string;
  squareImage: string;
  bannerImage?: string;
  externalUrl?: string;
  nfts: FixtureNft[];
  /**
   * A broken contract: `resolveView` panics on every NFT and for the collection display, every
   * NFT's `getViews` panics, or the collection's `getLength` does.
   */
  fault?: 'resolveView' | 'getViews' | 'getLength';
}

export interface FixtureAccount {
  /** Address index on the active network (1 = service account, 5 = first user account). */
  index: number;
  label: string;
  system?: boolean;
  /** FLOW in the account's vault, UFix64 text. */
  flow: string;
  hasFlowVault?: boolean;
  flowReceiver?: boolean;
  storageUsed?: number;
  sequenceNumber?: number;
  /**
   * Keys after the first (index 1, 2…), each from its own public test key pair: the keys view's
   * revoked key and keys that can only sign together.
   */
  extraKeys?: { weight: number; revoked?: boolean }[];
  contracts?: string[];
  vaults?: FixtureVault[];
  collections?: FixtureCollection[];
  /**
   * A COA with its balance in attoFLOW (decimal string), WFLOW in wei, and other ERC-20
   * balances by token contract address (decimal strings in the token's smallest unit).
   */
  coa?: { balanceAtto: string; wflowBalance?: string; erc20Balances?: Record<string, string> };
  /**
   * FLOW (UFix64 text) delegated, on the emulator, to the world's staking node
   * (worlds/staking-node.ts), which the service account then operates; one epoch stakes it and
   * pays rewards (emulator/src/seed-staking.ts). `flow` is what stays in the vault.
   */
  delegates?: string;
}

/** An EVM-native ERC-20 on Flow EVM; COAs hold it by address. */
interface FixtureEvmToken {
  /** `0x` + 40 hex. */
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Onboarded to the bridge at seeding, which pairs it with a bridge-defined Cadence vault. */
  onboarded?: boolean;
  /** A broken contract: name() and symbol() revert (after onboarding, which reads them). */
  fault?: 'names';
}

export interface FixtureDefinition {
  name: string;
  description: string;
  accounts: FixtureAccount[];
  evmTokens?: FixtureEvmToken[];
}
