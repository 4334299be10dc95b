/** The shape of a fixture module under `sandbox/fixtures/`. */

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
}

export interface FixtureNft {
  id: number | string;
  name: string;
  description: string;
  thumbnail: string;
  serial?: number | string;
  externalUrl?: string;
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
  contracts?: string[];
  vaults?: FixtureVault[];
  collections?: FixtureCollection[];
  /** A COA with its balance in attoFLOW (decimal string) and WFLOW in wei. */
  coa?: { balanceAtto: string; wflowBalance?: string };
}

export interface FixtureDefinition {
  name: string;
  description: string;
  accounts: FixtureAccount[];
}
