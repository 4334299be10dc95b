import * as v from 'valibot';
import { browserLocalStorage } from '../browser-local-storage.ts';
import type { FlowNetwork } from '../networks.ts';
import { storageKey } from '../storage-key.ts';
import type { UnavailableAsset } from './unavailable-assets.ts';

/**
 * What isolating a read learned, kept in localStorage: the paths whose contracts failed. With it
 * a reload of a broken account reads the healthy paths directly (two requests) instead of
 * bisecting again; a path that no longer holds the same type is read again, and after an hour
 * everything is, so a contract fixed by its developer shows again.
 */
export interface UnavailableAssetCache {
  read(): UnavailableAsset[];
  write(assets: readonly UnavailableAsset[]): void;
}

/** At most this many kept per read: an account with more is read again each time. */
const MAX_KEPT = 100;
const UNAVAILABLE_ASSETS_MAX_AGE_MS = 60 * 60_000;
const MAX_RAW_LENGTH = 8000;

export function unavailableAssetCache(
  network: FlowNetwork,
  read: string,
  address: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = browserLocalStorage(),
  now: () => number = Date.now,
): UnavailableAssetCache {
  const key = storageKey('unavailable-assets', network, read, address.toLowerCase());
  /** Each kept failure with when it was first seen. */
  const stored = (): { asset: UnavailableAsset; at: number }[] => {
    try {
      const list = v.safeParse(storedListSchema, storage?.getItem(key) ?? '[]');
      if (!list.success) return [];
      const time = now();
      return list.output.flatMap((entry) => {
        const parsed = v.safeParse(storedAssetSchema, entry);
        if (!parsed.success) return [];
        const { at, ...asset } = parsed.output;
        // A time ahead of now (a clock changed) is as untrustworthy as an old one.
        if (at > time || time - at > UNAVAILABLE_ASSETS_MAX_AGE_MS) return [];
        return [{ asset, at }];
      });
    } catch {
      return [];
    }
  };
  return {
    read: () => stored().map(({ asset }) => asset),
    write(assets) {
      try {
        if (assets.length === 0 || assets.length > MAX_KEPT) {
          storage?.removeItem(key);
          return;
        }
        // A failure seen before keeps its first time, so it is read again an hour after it.
        const firstSeen = new Map(stored().map(({ asset, at }) => [identity(asset), at]));
        const entries = assets.map((asset) => ({
          ...toStored(asset),
          at: firstSeen.get(identity(asset)) ?? now(),
        }));
        storage?.setItem(key, JSON.stringify(entries));
      } catch {
        // Storage full or blocked: the next read isolates again.
      }
    },
  };
}

const identity = (asset: UnavailableAsset) => `${asset.path} ${asset.identifier}`;

const toStored = (asset: UnavailableAsset) => ({
  ...asset,
  balance: asset.balance === null ? null : asset.balance.toString(),
  failure: { ...asset.failure, raw: asset.failure.raw.slice(0, MAX_RAW_LENGTH) },
});

const storedListSchema = v.pipe(v.string(), v.parseJson(), v.array(v.unknown()));

const storedAssetSchema = v.object({
  path: v.string(),
  identifier: v.string(),
  kind: v.picklist(['vault', 'collection']),
  balance: v.nullable(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,30}$/),
      v.transform((digits) => BigInt(digits)),
    ),
  ),
  failure: v.object({
    contract: v.string(),
    address: v.string(),
    reason: v.string(),
    raw: v.string(),
  }),
  at: v.number(),
});
