import { encodeArguments } from '../cadence/define-cadence.ts';
import type { CadenceValue } from '../cadence/json-cadence.ts';
import { decodeAssetPaths, getAssetPathsScript } from '../cadence/scripts/get_asset_paths.ts';
import type { FlowReader } from '../client/flow-client.ts';
import { queryScript } from '../client/run-script.ts';
import type { FlowNetwork } from '../networks.ts';
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
