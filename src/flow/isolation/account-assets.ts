import { encodeArguments } from '../cadence/define-cadence.ts';
import type { CadenceValue } from '../cadence/json-cadence.ts';
import { decodeAssetPaths, getAssetPathsScript } from '../cadence/scripts/get_asset_paths.ts';
import {
  decodeEvmNfts,
  type EvmNftHoldings,
  getEvmNftsScript,
} from '../cadence/scripts/get_evm_nfts.ts';
import {
  decodeNftCollections,
  getNftCollectionsScript,
  type NftCollection,
  sortNftCollections,
} from '../cadence/scripts/get_nft_collections.ts';
import {
  decodeTokenVaults,
  getTokenVaultsScript,
  type TokenVault,
} from '../cadence/scripts/get_token_vaults.ts';
import type { FlowReader } from '../client/flow-client.ts';
import type { FlowNetwork } from '../networks.ts';
import { queryScript } from '../react/query-script.ts';
import { readAssetList } from './read-asset-list.ts';
import { unavailableAssetCache } from './unavailable-asset-cache.ts';
import type { AssetList, AssetPath } from './unavailable-assets.ts';

/** A read of an account's vaults or collections by one script taking `only: [String]?`. */
export interface AccountAssetRead<item> {
  /** A stable name: the query key and the kept failures use it. */
  readonly name: string;
  readonly kind: AssetPath['kind'];
  readonly cadence: string;
  readonly args: (address: string, only: readonly string[] | null) => readonly CadenceValue[];
  readonly decode: (value: unknown) => readonly item[];
  readonly combine?: (items: readonly item[]) => item[];
}

export interface AccountAssetReadContext {
  readonly getReader: () => Promise<FlowReader>;
  readonly network: FlowNetwork;
  /** Where isolated failures are kept (localStorage by default). */
  readonly storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** An account's assets by `read`, any whose contract fails isolated (read-asset-list.ts). */
export function readAccountAssets<item>(
  read: AccountAssetRead<item>,
  { getReader, network, storage }: AccountAssetReadContext,
  address: string,
): Promise<AssetList<item>> {
  return readAssetList({
    kind: read.kind,
    read: (only) =>
      queryScript(getReader, {
        cadence: read.cadence,
        args: read.args(address, only),
        decode: read.decode,
      }),
    listPaths: () =>
      queryScript(getReader, {
        cadence: getAssetPathsScript.cadence,
        args: encodeArguments(getAssetPathsScript, { address }),
        decode: decodeAssetPaths,
      }),
    cache: unavailableAssetCache(network, read.name, address, storage),
    ...(read.combine && { combine: read.combine }),
  });
}

/** Every vault with its display data and EVM side (the token screens, Send, Bridge). */
export const tokenVaultsRead: AccountAssetRead<TokenVault> = {
  name: 'token-vaults',
  kind: 'vault',
  cadence: getTokenVaultsScript.cadence,
  args: (address, only) => encodeArguments(getTokenVaultsScript, { address, only }),
  decode: decodeTokenVaults,
  combine: combineVaults,
};

/** Every NFT collection with its display data and size (NFTs, Send NFTs, Bridge NFTs). */
export const nftCollectionsRead: AccountAssetRead<NftCollection> = {
  name: 'nft-collections',
  kind: 'collection',
  cadence: getNftCollectionsScript.cadence,
  args: (address, only) => encodeArguments(getNftCollectionsScript, { address, only }),
  decode: decodeNftCollections,
  combine: sortNftCollections,
};

/** What the COA holds of each bridged NFT type the account keeps a collection of. */
export const evmNftsRead: AccountAssetRead<EvmNftHoldings> = {
  name: 'evm-nfts',
  kind: 'collection',
  cadence: getEvmNftsScript.cadence,
  args: (owner, only) => encodeArguments(getEvmNftsScript, { owner, only }),
  decode: decodeEvmNfts,
};

/** Vaults of one type kept at several paths and read apart: one entry, balances added. */
export function combineVaults(vaults: readonly TokenVault[]): TokenVault[] {
  const byType = new Map<string, TokenVault>();
  for (const vault of vaults) {
    const known = byType.get(vault.identifier);
    byType.set(
      vault.identifier,
      known === undefined ? vault : { ...known, balance: known.balance + vault.balance },
    );
  }
  return [...byType.values()];
}
