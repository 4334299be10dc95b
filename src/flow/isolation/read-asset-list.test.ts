import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../client/testing/memory-storage.ts';
import { accessNodeErrorFromResponse } from '../errors.ts';
import { readAssetList } from './read-asset-list.ts';
import { unavailableAssetCache } from './unavailable-asset-cache.ts';
import type { AssetPath } from './unavailable-assets.ts';

const panicIn = (contract: string) =>
  accessNodeErrorFromResponse(
    400,
    `[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: no display\n --> 0123456789abcdef.${contract}:5:8\n`,
  );

const vault = (name: string): AssetPath => ({
  path: `/storage/${name}Vault`,
  identifier: `A.0123456789abcdef.${name}.Vault`,
  kind: 'vault',
  balance: 100n,
});

const PATHS: AssetPath[] = [
  vault('Alpha'),
  vault('Broken'),
  vault('Gamma'),
  {
    path: '/storage/kitties',
    identifier: 'A.0123456789abcdef.Kitties.Collection',
    kind: 'collection',
    balance: null,
  },
];

/** The token screen's read over an account where `Broken`'s contract panics. */
function account(brokenNames: readonly string[], storage = new MemoryStorage()) {
  const calls: string[] = [];
  const plan = {
    kind: 'vault' as const,
    async read(only: readonly string[] | null) {
      calls.push(only === null ? 'all' : `only ${only.join(',')}`);
      const paths =
        only ?? PATHS.filter((asset) => asset.kind === 'vault').map((asset) => asset.path);
      const broken = brokenNames.find((name) => paths.includes(`/storage/${name}Vault`));
      if (broken !== undefined) throw panicIn(broken);
      return paths.map((path) => path.replace('/storage/', ''));
    },
    async listPaths() {
      calls.push('list');
      return PATHS;
    },
    cache: unavailableAssetCache('local', 'token-vaults', '0x01cf0e2f2f715450', storage),
  };
  return { plan, calls, storage };
}

describe('readAssetList', () => {
  it('reads a healthy account in one request and keeps nothing', async () => {
    const { plan, calls, storage } = account([]);
    expect(await readAssetList(plan)).toEqual({
      items: ['AlphaVault', 'BrokenVault', 'GammaVault'],
      unavailable: [],
    });
    expect(calls).toEqual(['all']);
    expect(plan.cache.read()).toEqual([]);
    expect(
      storage.getItem('flowdeck:unavailable-assets:local:token-vaults:0x01cf0e2f2f715450'),
    ).toBeNull();
  });

  it('isolates the broken vault, shows the others, and keeps what it learned', async () => {
    const { plan, calls } = account(['Broken']);
    const result = await readAssetList(plan);
    expect(result.items).toEqual(['AlphaVault', 'GammaVault']);
    expect(result.unavailable).toEqual([
      { ...vault('Broken'), failure: expect.objectContaining({ contract: 'Broken' }) },
    ]);
    expect(calls[0]).toBe('all');
    expect(calls[1]).toBe('list');
    expect(plan.cache.read()).toEqual(result.unavailable);
  });

  it('on the next read, lists and reads the healthy paths only: two requests', async () => {
    const first = account(['Broken']);
    await readAssetList(first.plan);
    const again = account(['Broken'], first.storage);
    const result = await readAssetList(again.plan);
    expect(again.calls).toEqual(['list', 'only /storage/AlphaVault,/storage/GammaVault']);
    expect(result.items).toEqual(['AlphaVault', 'GammaVault']);
    expect(result.unavailable.map((asset) => asset.identifier)).toEqual([
      'A.0123456789abcdef.Broken.Vault',
    ]);
  });

  it('forgets a kept failure once the path holds another type, and reads it again', async () => {
    const first = account(['Broken']);
    await readAssetList(first.plan);
    const kept = first.plan.cache.read();
    first.plan.cache.write(
      kept.map((asset) => ({ ...asset, identifier: 'A.0123456789abcdef.Old.Vault' })),
    );
    const healed = account([], first.storage);
    const result = await readAssetList(healed.plan);
    expect(result).toEqual({ items: ['AlphaVault', 'BrokenVault', 'GammaVault'], unavailable: [] });
    expect(healed.plan.cache.read()).toEqual([]);
  });

  it('fails as before for an error that is not a contract’s', async () => {
    const { plan, calls } = account([]);
    plan.read = async () => {
      calls.push('all');
      throw accessNodeErrorFromResponse(503, 'unavailable');
    };
    await expect(readAssetList(plan)).rejects.toThrow();
    expect(calls).toEqual(['all']);
  });
});

describe('unavailableAssetCache', () => {
  it('ignores what it cannot read back, and storage that throws', () => {
    const storage = new MemoryStorage();
    const key = 'flowdeck:unavailable-assets:local:token-vaults:0x01cf0e2f2f715450';
    storage.setItem(key, JSON.stringify([{ path: 1 }, 'x', null]));
    expect(
      unavailableAssetCache('local', 'token-vaults', '0x01cf0e2f2f715450', storage).read(),
    ).toEqual([]);
    storage.setItem(key, '{not json');
    expect(
      unavailableAssetCache('local', 'token-vaults', '0x01cf0e2f2f715450', storage).read(),
    ).toEqual([]);
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    const cache = unavailableAssetCache('local', 'token-vaults', '0x01cf0e2f2f715450', throwing);
    expect(cache.read()).toEqual([]);
    expect(() => cache.write([])).not.toThrow();
  });

  it('drops each kept failure that is not whole, and keeps the rest', () => {
    const storage = new MemoryStorage();
    const key = 'flowdeck:unavailable-assets:local:token-vaults:0x01cf0e2f2f715450';
    const failure = { contract: 'Broken', address: '0x0123456789abcdef', reason: 'p', raw: 'r' };
    const kept = { ...vault('Broken'), balance: '100', failure, at: 1_000 };
    storage.setItem(
      key,
      JSON.stringify([
        { ...kept, kind: 'resource' },
        { ...kept, balance: '1.5' },
        { ...kept, balance: '1'.repeat(31) },
        { ...kept, balance: undefined },
        { ...kept, failure: { ...failure, raw: undefined } },
        { ...kept, failure: null },
        { ...kept, at: '1000' },
        { ...kept, identifier: 7 },
        kept,
      ]),
    );
    expect(
      unavailableAssetCache(
        'local',
        'token-vaults',
        '0x01cf0e2f2f715450',
        storage,
        () => 2_000,
      ).read(),
    ).toEqual([{ ...vault('Broken'), balance: 100n, failure }]);
  });

  it('keeps failures per network and address', () => {
    const storage = new MemoryStorage();
    const failure = {
      contract: 'Broken',
      address: '0x0123456789abcdef',
      reason: 'panic',
      raw: 'raw',
    };
    unavailableAssetCache('local', 'token-vaults', '0x01CF0E2F2F715450', storage).write([
      { ...vault('Broken'), failure },
    ]);
    expect(
      unavailableAssetCache('local', 'token-vaults', '0x01cf0e2f2f715450', storage).read(),
    ).toHaveLength(1);
    expect(
      unavailableAssetCache('testnet', 'token-vaults', '0x01cf0e2f2f715450', storage).read(),
    ).toEqual([]);
    expect(
      unavailableAssetCache('local', 'nft-collections', '0x01cf0e2f2f715450', storage).read(),
    ).toEqual([]);
  });

  it('forgets a failure an hour after it was first seen, even when it was kept on every read', () => {
    const storage = new MemoryStorage();
    let time = 1_000_000;
    const cache = () =>
      unavailableAssetCache('local', 'token-vaults', '0x01cf0e2f2f715450', storage, () => time);
    const failure = {
      contract: 'Broken',
      address: '0x0123456789abcdef',
      reason: 'panic',
      raw: 'raw',
    };
    const broken = { ...vault('Broken'), failure };
    cache().write([broken]);
    time += 59 * 60_000;
    expect(cache().read()).toEqual([broken]);
    // Kept again by a later read: still first seen at the start.
    cache().write([broken]);
    time += 2 * 60_000;
    expect(cache().read()).toEqual([]);
    // A clock set back is not trusted either.
    cache().write([broken]);
    time -= 10 * 60_000;
    expect(cache().read()).toEqual([]);
  });
});
