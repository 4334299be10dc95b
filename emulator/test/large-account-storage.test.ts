/**
 * The storage explorer's script on the large world's account (200 token vaults, 5 collections),
 * on the real emulator: walked 100 paths a request as the storage view walks it, every seeded
 * vault and collection listed with its type, and the paths in the same order as one big page.
 * (The browser journey over the same account: e2e/inside.spec.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageDomain } from '../../src/flow/cadence/scripts/get_account_storage.ts';
import { STORAGE_PAGE_SIZE } from '../../src/flow/cadence/scripts/metadata-limits.ts';
import { large } from '../../worlds/large.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';
import { walkStorage } from './storage-pages.ts';

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

describe('the storage explorer on the large world’s account (real emulator)', () => {
  let seeded: SeededEmulator;

  beforeAll(async () => {
    seeded = await startSeededEmulator('large');
  }, 300_000);
  afterAll(() => seeded?.close());

  const walk = (domain: StorageDomain, limit: number) =>
    walkStorage(seeded, seeded.account('Alice').address, domain, limit);

  it('lists every seeded vault and collection, 100 paths a request', async () => {
    const alice = large.accounts.find((account) => account.index === 5);
    const vaults = alice?.vaults ?? [];
    const collections = alice?.collections ?? [];
    expect(vaults.length).toBe(200);
    const issuer = seeded.account('Sandbox token issuer').address.slice(2);
    const stored = await walk('storage', STORAGE_PAGE_SIZE);
    expect(stored.entries).toHaveLength(stored.total);
    expect(stored.requests).toBe(Math.ceil(stored.total / STORAGE_PAGE_SIZE));
    const byPath = new Map(stored.entries.map((entry) => [entry.path, entry]));
    for (const vault of vaults) {
      expect(byPath.get(`/storage/${lowerFirst(vault.contractName)}Vault`)).toEqual({
        path: `/storage/${lowerFirst(vault.contractName)}Vault`,
        type: `A.${issuer}.${vault.contractName}.Vault`,
        kind: 'vault',
      });
    }
    for (const collection of collections) {
      expect(byPath.get(`/storage/${collection.contractName}Collection`)?.kind).toBe('collection');
    }
    expect(stored.entries.filter((entry) => entry.kind === null)).toEqual([]);
    // Each vault publishes a receiver and a balance; each collection one capability.
    const published = await walk('public', STORAGE_PAGE_SIZE);
    expect(published.total).toBeGreaterThanOrEqual(2 * vaults.length + collections.length);
  });

  it('pages of 100 walk the same paths in the same order as pages of 200', async () => {
    const [small, big] = [await walk('public', 100), await walk('public', 200)];
    expect(small.entries).toEqual(big.entries);
  });
});
