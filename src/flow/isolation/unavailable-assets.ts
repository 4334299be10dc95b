import type { ContractFailure } from './contract-failure.ts';

/** Where a vault or collection is kept, as get_asset_paths.cdc lists it. */
export interface AssetPath {
  /** e.g. `/storage/flowTokenVault`. */
  readonly path: string;
  /** The stored value's type identifier. */
  readonly identifier: string;
  readonly kind: 'vault' | 'collection';
  /** A vault's balance in UFix64 units (read as a field, without the vault's code); else null. */
  readonly balance: bigint | null;
}

/** A vault or collection whose contract failed when asked about it: shown, marked, never hidden. */
export interface UnavailableAsset extends AssetPath {
  readonly failure: ContractFailure;
}

/** What a screen shows: every asset read normally, and every one whose contract failed. */
export interface AssetList<item> {
  readonly items: readonly item[];
  readonly unavailable: readonly UnavailableAsset[];
}
