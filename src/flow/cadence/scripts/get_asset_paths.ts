import type { AssetPath } from '../../isolation/unavailable-assets.ts';
import { defineScript } from '../define-cadence.ts';
import { CadenceShapeError, field, read } from '../read-cadence.ts';
import cadence from './get_asset_paths.cdc?raw';

export const getAssetPathsScript = defineScript(cadence, [['address', 'Address']]);

/** More vaults and collections than any real account holds: a broken or hostile answer. */
const MAX_ASSET_PATHS = 5000;
const STORAGE_PATH = /^\/storage\/[A-Za-z_][A-Za-z0-9_]{0,255}$/;

function decodeAssetPath(value: unknown, path: string): AssetPath {
  const struct = read.struct(value, path);
  const storagePath = field(struct, 'path', read.string, path);
  if (!STORAGE_PATH.test(storagePath))
    throw new CadenceShapeError(`${path}.path`, 'a storage path');
  const kind = field(struct, 'kind', read.string, path);
  if (kind !== 'vault' && kind !== 'collection') {
    throw new CadenceShapeError(`${path}.kind`, '"vault" or "collection"');
  }
  return {
    path: storagePath,
    identifier: field(struct, 'identifier', read.string, path),
    kind,
    balance: field(struct, 'balance', (v, p) => read.optional(v, p, read.ufix64), path),
  };
}

export function decodeAssetPaths(value: unknown): AssetPath[] {
  return read
    .boundedArray(value, '', MAX_ASSET_PATHS)
    .map((asset, index) => decodeAssetPath(asset, `[${index}]`));
}
