/** get_account_storage.cdc on a seeded emulator, read a page at a time as the storage view reads it. */
import {
  decodeStoragePage,
  getAccountStorageScript,
  type StorageDomain,
  type StorageEntry,
  type StoragePage,
} from '../../src/flow/cadence/scripts/get_account_storage.ts';
import type { SeededEmulator } from './seeded-emulator.ts';

/** One page, through the app's client and decoder. */
export async function storagePage(
  seeded: SeededEmulator,
  address: string,
  domain: StorageDomain,
  offset: number,
  limit: number,
): Promise<StoragePage> {
  return decodeStoragePage(
    await seeded.query(getAccountStorageScript, {
      address,
      domain,
      offset: BigInt(offset),
      limit: BigInt(limit),
    }),
    limit,
  );
}

/** Every entry of a domain, `limit` at a time, and how many requests that took. */
export async function walkStorage(
  seeded: SeededEmulator,
  address: string,
  domain: StorageDomain,
  limit: number,
): Promise<StoragePage & { readonly requests: number }> {
  const entries: StorageEntry[] = [];
  for (let requests = 1; ; requests += 1) {
    const page = await storagePage(seeded, address, domain, entries.length, limit);
    entries.push(...page.entries);
    if (page.entries.length === 0 || entries.length >= page.total) {
      return { total: page.total, entries, requests };
    }
  }
}
