import { isScriptOverLimit } from '../script-limits.ts';
import { contractFailure } from './contract-failure.ts';
import { readIsolating } from './isolate.ts';
import type { UnavailableAssetCache } from './unavailable-asset-cache.ts';
import type { AssetList, AssetPath, UnavailableAsset } from './unavailable-assets.ts';

export interface AssetListRead<item> {
  readonly kind: AssetPath['kind'];
  /** Runs the screen's script for these storage paths, or for every path (null). */
  read(only: readonly string[] | null): Promise<readonly item[]>;
  /** Lists the account's vaults and collections without running their code. */
  listPaths(): Promise<readonly AssetPath[]>;
  readonly cache: UnavailableAssetCache;
  /** Joins items read in separate requests (vaults of one type kept at two paths). */
  combine?(items: readonly item[]): item[];
}

/**
 * A screen's assets, one broken contract never blanking the others. A healthy account costs
 * one request, as before. When that request fails inside a contract, or reads more than a script
 * may, the paths are listed (one request that runs no asset code) and bisected until each
 * failing vault or collection is isolated and each request fits; what was learned is kept, so
 * the next read of that account lists the paths and reads the healthy ones directly (two
 * requests).
 */
export async function readAssetList<item>(plan: AssetListRead<item>): Promise<AssetList<item>> {
  const known = plan.cache.read().filter((asset) => asset.kind === plan.kind);
  if (known.length === 0) {
    try {
      return { items: await plan.read(null), unavailable: [] };
    } catch (error) {
      if (contractFailure(error) === null && !isScriptOverLimit(error)) throw error;
    }
  }
  const paths = (await plan.listPaths()).filter((asset) => asset.kind === plan.kind);
  const knownByPath = new Map(known.map((asset) => [asset.path, asset]));
  const stillBroken: UnavailableAsset[] = [];
  const toRead: AssetPath[] = [];
  for (const asset of paths) {
    const kept = knownByPath.get(asset.path);
    if (kept?.identifier === asset.identifier)
      stillBroken.push({ ...asset, failure: kept.failure });
    else toRead.push(asset);
  }
  const byPath = new Map(toRead.map((asset) => [asset.path, asset]));
  const result = await readIsolating(
    toRead.map((asset) => asset.path),
    (only) => plan.read(only),
  );
  const unavailable = [
    ...stillBroken,
    ...result.failed.flatMap(({ key, failure }) => {
      const asset = byPath.get(key);
      return asset === undefined ? [] : [{ ...asset, failure }];
    }),
  ];
  plan.cache.write(unavailable);
  return {
    items: plan.combine ? plan.combine(result.items) : result.items,
    unavailable,
  };
}
