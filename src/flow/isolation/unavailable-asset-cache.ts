import type { FlowNetwork } from '../networks.ts';
import type { UnavailableAsset } from './unavailable-assets.ts';

/**
 * What isolating a read learned, kept in localStorage: the paths whose contracts failed. With it
 * a reload of a broken account reads the healthy paths directly (two requests) instead of
 * bisecting again; a path that no longer holds the same type is read again.
 */
export interface UnavailableAssetCache {
  read(): UnavailableAsset[];
  write(assets: readonly UnavailableAsset[]): void;
}

/** At most this many kept per read: an account with more is read again each time. */
const MAX_KEPT = 100;
const MAX_RAW_LENGTH = 8000;

export function unavailableAssetCache(
  network: FlowNetwork,
  read: string,
  address: string,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = defaultStorage(),
): UnavailableAssetCache {
  const key = `flowdeck:unavailable-assets:${network}:${read}:${address.toLowerCase()}`;
  return {
    read() {
      try {
        const stored: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
        return Array.isArray(stored) ? stored.flatMap(fromStored) : [];
      } catch {
        return [];
      }
    },
    write(assets) {
      try {
        if (assets.length === 0 || assets.length > MAX_KEPT) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(assets.map(toStored)));
      } catch {
        // Storage full or blocked: the next read isolates again.
      }
    },
  };
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const toStored = (asset: UnavailableAsset) => ({
  ...asset,
  balance: asset.balance === null ? null : asset.balance.toString(),
  failure: { ...asset.failure, raw: asset.failure.raw.slice(0, MAX_RAW_LENGTH) },
});

const isText = (value: unknown): value is string => typeof value === 'string';

function fromStored(value: unknown): UnavailableAsset[] {
  if (typeof value !== 'object' || value === null) return [];
  const { path, identifier, kind, balance, failure } = value as Record<string, unknown>;
  if (!isText(path) || !isText(identifier) || (kind !== 'vault' && kind !== 'collection'))
    return [];
  if (balance !== null && !(isText(balance) && /^\d{1,30}$/.test(balance))) return [];
  if (typeof failure !== 'object' || failure === null) return [];
  const { contract, address, reason, raw } = failure as Record<string, unknown>;
  if (!isText(contract) || !isText(address) || !isText(reason) || !isText(raw)) return [];
  return [
    {
      path,
      identifier,
      kind,
      balance: balance === null ? null : BigInt(balance),
      failure: { contract, address, reason, raw },
    },
  ];
}
