/**
 * What the app reads of the broken world (Erin in worlds/normal.ts). One broken contract never blanks a screen: each healthy
 * asset is read exactly, each broken one is isolated and named, and a healthy account still
 * costs one request per screen.
 */
import { expect, it } from 'vitest';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import {
  decodeStoragePage,
  getAccountStorageScript,
} from '../../src/flow/cadence/scripts/get_account_storage.ts';
import {
  decodeEvmAssetInfo,
  getEvmAssetInfoScript,
} from '../../src/flow/cadence/scripts/get_evm_asset_info.ts';
import type { FlowReader } from '../../src/flow/client/flow-client.ts';
import { MemoryStorage } from '../../src/flow/client/testing/memory-storage.ts';
import {
  type AccountAssetReadContext,
  readAccountAssets,
} from '../../src/flow/isolation/account-assets.ts';
import { readNftPage } from '../../src/flow/isolation/nft-page-read.ts';
import { getAccountSummary } from '../../src/flow/reads/account-summary.ts';
import { nftCollectionsRead } from '../../src/flow/reads/nft-collections.ts';
import { nftPageReads } from '../../src/flow/reads/nft-page.ts';
import { tokenVaultsRead } from '../../src/flow/reads/token-vaults.ts';

export interface BrokenWorld {
  readonly reader: FlowReader;
  /** Erin's and Alice's addresses (`0x…`). */
  readonly erin: string;
  readonly alice: string;
  /** The account that deployed FrailDollar, FrailKitties, HollowKitties and CountlessKitties. */
  readonly frailIssuer: string;
  /** Brittle Coin's ERC-20 (`0x` + 40 hex): onboarded to the bridge, its name() reverts. */
  readonly brittle: string;
}

/** A reader that counts its script requests, and a context with its own kept failures. */
function counted(reader: FlowReader) {
  const counter = { requests: 0 };
  const countingReader: FlowReader = {
    ...reader,
    query: (request) => {
      counter.requests += 1;
      return reader.query(request);
    },
  };
  const context: AccountAssetReadContext = {
    getReader: async () => countingReader,
    network: 'local',
    storage: new MemoryStorage(),
  };
  return { counter, context, countingReader };
}

/** CountlessKitties, isolated: its getLength panics. */
const countlessKitties = (frailIssuer: string) => ({
  path: '/storage/CountlessKittiesCollection',
  identifier: `A.${frailIssuer.slice(2)}.CountlessKitties.Collection`,
  kind: 'collection',
  balance: null,
  failure: expect.objectContaining({
    contract: 'CountlessKitties',
    address: frailIssuer,
    reason: 'panic: CountlessKitties: getLength is broken',
  }),
});

export function brokenWorldChecks(world: () => BrokenWorld): void {
  it('tokens: healthy vaults exactly, FrailDollar isolated with its balance; two requests on reload', async () => {
    const { erin, frailIssuer, reader } = world();
    const { counter, context } = counted(reader);
    const first = await readAccountAssets(tokenVaultsRead, context, erin);
    expect(first.items.map((vault) => [vault.symbol, vault.balance]).sort()).toEqual([
      ['FLOW', 2_000_000_000n],
      ['sUSD', 2_000_000_000n],
    ]);
    expect(first.unavailable).toEqual([
      {
        path: '/storage/frailDollarVault',
        identifier: `A.${frailIssuer.slice(2)}.FrailDollar.Vault`,
        kind: 'vault',
        balance: 750_000_000n,
        failure: expect.objectContaining({
          contract: 'FrailDollar',
          address: frailIssuer,
          reason: 'panic: FrailDollar cannot describe itself',
        }),
      },
    ]);
    // The failed read, the listing, then bisection over three paths.
    expect(counter.requests).toBeGreaterThanOrEqual(4);
    expect(counter.requests).toBeLessThanOrEqual(7);

    counter.requests = 0;
    const again = await readAccountAssets(tokenVaultsRead, context, erin);
    expect(again).toEqual(first);
    expect(counter.requests).toBe(2);
  });

  it('NFT collections: healthy ones exactly, FrailKitties and CountlessKitties isolated; HollowKitties’ panicking getViews is never called', async () => {
    const { erin, frailIssuer, reader } = world();
    const { context } = counted(reader);
    const { items, unavailable } = await readAccountAssets(nftCollectionsRead, context, erin);
    expect(items.map((collection) => [collection.name, collection.count])).toEqual([
      ['Hollow Kitties', 1],
      ['Sandbox Kitties', 1],
    ]);
    expect([...unavailable].sort((a, b) => (a.path < b.path ? -1 : 1))).toEqual([
      countlessKitties(frailIssuer),
      {
        path: '/storage/FrailKittiesCollection',
        identifier: `A.${frailIssuer.slice(2)}.FrailKitties.Collection`,
        kind: 'collection',
        balance: null,
        failure: expect.objectContaining({
          contract: 'FrailKitties',
          reason: 'panic: FrailKitties: resolveView is broken',
        }),
      },
    ]);
  });

  it('dashboard: everything counted but CountlessKitties, which is named; two requests on reload', async () => {
    const { erin, frailIssuer, reader } = world();
    const { counter, context } = counted(reader);
    const summary = await getAccountSummary(context, erin);
    expect(summary).toMatchObject({
      address: erin,
      balance: 2_000_000_000n,
      tokenCount: 3,
      nftCollectionCount: 4,
      // Sandbox Kitties 1, Frail Kitties 2 (its getLength works), Hollow Kitties 1.
      nftCount: 4,
    });
    expect(summary.uncountedCollections).toEqual([countlessKitties(frailIssuer)]);
    counter.requests = 0;
    expect(await getAccountSummary(context, erin)).toEqual(summary);
    expect(counter.requests).toBe(2);
  });

  it('an NFT page of a collection whose views panic shows every NFT by id, marked', async () => {
    const { erin, reader } = world();
    const { context } = counted(reader);
    const page = await readNftPage(
      nftPageReads(context.getReader, { address: erin, storagePath: 'FrailKittiesCollection' }),
      0,
      60,
    );
    expect(page.total).toBe(2);
    // Ids in the collection's own order: a dictionary's, so sorted here.
    const byId = [...page.items].sort((a, b) => (a.id < b.id ? -1 : 1));
    expect(byId.map((item) => [item.id, item.unavailable?.contract])).toEqual([
      [1n, 'FrailKitties'],
      [2n, 'FrailKitties'],
    ]);
    const hollow = await readNftPage(
      nftPageReads(context.getReader, { address: erin, storagePath: 'HollowKittiesCollection' }),
      0,
      60,
    );
    expect(hollow.items.map((item) => [item.id, item.name, item.unavailable])).toEqual([
      [1n, 'Echo', undefined],
    ]);
  });

  it('a healthy account still costs one request per screen, and keeps nothing', async () => {
    const { alice, reader } = world();
    const { counter, context } = counted(reader);
    const vaults = await readAccountAssets(tokenVaultsRead, context, alice);
    const collections = await readAccountAssets(nftCollectionsRead, context, alice);
    const summary = await getAccountSummary(context, alice);
    expect(counter.requests).toBe(3);
    expect(summary.uncountedCollections).toEqual([]);
    expect(summary.nftCount).toBe(3);
    expect(vaults.unavailable).toEqual([]);
    expect(collections.unavailable).toEqual([]);
    expect(vaults.items.length).toBeGreaterThan(0);
  });

  it('EVM: an onboarded ERC-20 whose name() reverts is still one the bridge carries, without a name', async () => {
    const { erin, brittle, reader } = world();
    const info = decodeEvmAssetInfo(
      await reader.query({
        cadence: getEvmAssetInfoScript.cadence,
        args: encodeArguments(getEvmAssetInfoScript, { owner: erin, evmContractHex: brittle }),
      }),
    );
    expect(info).toMatchObject({
      kind: 'erc20',
      name: null,
      symbol: null,
      decimals: 18,
      requiresOnboarding: false,
      coaBalance: 40n * 10n ** 18n,
    });
    expect(info.associatedType).toMatch(/\.EVMVMBridgedToken_[0-9a-f]{40}\.Vault$/);
  });

  it('a vault whose contract no longer loads: every read skips it, the storage explorer lists it unreadable', async () => {
    const { erin, frailIssuer, reader } = world();
    const { context } = counted(reader);
    const paths = (await readAccountAssets(tokenVaultsRead, context, erin)).unavailable.map(
      (asset) => asset.path,
    );
    expect(paths).not.toContain('/storage/shakyDollarVault');
    const page = decodeStoragePage(
      await reader.query({
        cadence: getAccountStorageScript.cadence,
        args: encodeArguments(getAccountStorageScript, {
          address: erin,
          domain: 'storage',
          offset: 0n,
          limit: 200n,
        }),
      }),
      200,
    );
    expect(page.entries.find((entry) => entry.path === '/storage/shakyDollarVault')).toEqual({
      path: '/storage/shakyDollarVault',
      type: `A.${frailIssuer.slice(2)}.ShakyDollar.Vault`,
      kind: null,
    });
    expect(page.entries.find((entry) => entry.path === '/storage/frailDollarVault')?.kind).toBe(
      'vault',
    );
  });
}
