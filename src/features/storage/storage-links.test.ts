import { describe, expect, it } from 'vitest';
import type { StorageEntry } from '../../flow/cadence/scripts/get_account_storage.ts';
import { kindName, screenFor } from './storage-links.ts';

const screens = { tokens: '/tokens', nfts: '/nfts', evm: '/evm' };
const entry = (path: string, kind: StorageEntry['kind']): StorageEntry => ({
  path,
  type: 'A.0000000000000001.X.Y',
  kind,
});

describe('screenFor', () => {
  it('links vaults to Tokens, the COA to EVM, and a stored collection to itself in NFTs', () => {
    expect(screenFor(entry('/storage/flowTokenVault', 'vault'), screens)?.to).toBe('/tokens');
    expect(screenFor(entry('/storage/evm', 'coa'), screens)?.to).toBe('/evm');
    expect(screenFor(entry('/storage/KittiesCollection', 'collection'), screens)?.to).toBe(
      '/nfts?collection=KittiesCollection',
    );
  });

  it('a public collection path links to NFTs without choosing (its storage path is unknown)', () => {
    expect(screenFor(entry('/public/KittiesCollection', 'collection'), screens)?.to).toBe('/nfts');
  });

  it('never builds a link from anything but a storage path identifier', () => {
    for (const path of ['/storage/a?b=c', '/storage/../x', '/storage/a b', '/storage/']) {
      expect(screenFor(entry(path, 'collection'), screens)?.to).toBe('/nfts');
    }
  });

  it('other values, stored capabilities and unreadable ones link nowhere', () => {
    expect(screenFor(entry('/storage/x', 'other'), screens)).toBeNull();
    expect(screenFor(entry('/storage/x', 'capability'), screens)).toBeNull();
    expect(screenFor(entry('/storage/x', null), screens)).toBeNull();
    expect(kindName(entry('/storage/x', null))).toBeNull();
    expect(kindName(entry('/storage/x', 'coa'))).toBe('EVM account (COA)');
  });
});
