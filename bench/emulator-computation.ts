/**
 * Script computation on real Cadence: on the large world (200 vaults, 500 NFTs) on the real
 * emulator with `--computation-reporting` (bench-worlds.ts), the dashboard's script and
 * each page script run for that account through the app's FlowClient, and each one's
 * computation read from the emulator's report, against the emulator's script computation limit.
 * The list scripts that take `only` also run for growing subsets of the account's paths: their
 * cost curve, and from it how many of those items one request can read within the limit. Each
 * run also walks every stored path of the account, whatever `only` names: so each also runs with
 * `only: []` on a small account, and from the two the walk's cost per stored path, and the largest
 * account a screen can show in one request.
 */

import { readFileSync } from 'node:fs';
import {
  SCRIPT_COMPUTATION_BUDGET,
  SCRIPT_COMPUTATION_LIMIT,
  scriptComputation,
} from '../emulator/src/computation-report.ts';
import { cadence as arg, type JsonCadence } from '../emulator/src/json-cadence.ts';
import type { CadenceValue } from '../src/flow/cadence/json-cadence.ts';
import { field, read } from '../src/flow/cadence/read-cadence.ts';
import { STORAGE_PAGE_SIZE } from '../src/flow/cadence/scripts/metadata-limits.ts';
import { createFclFlowClient } from '../src/flow/client/fcl-client.ts';
import type { FlowClient } from '../src/flow/client/flow-client.ts';
import { MemoryStorage } from '../src/flow/client/testing/memory-storage.ts';
import { createFlowConfig } from '../src/flow/config.ts';
import { pricedTokens } from '../src/flow/tokens/token-identity.ts';
import { large } from '../worlds/large.ts';
import type { BenchWorld } from './bench-worlds.ts';
import { median, round } from './stats.ts';

// Each script on the large account (200 vaults) within SCRIPT_COMPUTATION_BUDGET, as
// LARGEST_ACCOUNT_TARGET in report.ts asks of the measured curves.
/** The page size the NFT grid asks for (src/features/nfts). */
const NFT_PAGE_SIZE = 60n;
const TIMING_SAMPLES = 5;

/** The app's script, as the browser sends it (the bench runs outside Vite, so no ?raw import). */
const appScript = (name: string) =>
  readFileSync(new URL(`../src/flow/cadence/scripts/${name}.cdc`, import.meta.url), 'utf8');

export interface ScriptComputation {
  /** The script's file name, and the storage domain where the same script runs twice. */
  readonly id: string;
  /** The script and what it was run for, e.g. `get_token_vaults (/tokens)`. */
  readonly script: string;
  readonly computation: number;
  /**
   * For a list script without `only` (get_asset_paths): how many items it read on the large
   * account, for an estimate from this one point (largestWithinLimit).
   */
  readonly items?: number;
}

/** One-point estimate: the most items within the limit if the whole cost grew with the items. */
export const largestWithinLimit = ({ computation, items }: ScriptComputation): number | null =>
  items === undefined || computation === 0
    ? null
    : Math.floor((SCRIPT_COMPUTATION_LIMIT * items) / computation);

export interface CostPoint {
  readonly items: number;
  readonly computation: number;
}

export interface CostFit {
  readonly fixed: number;
  readonly perItem: number;
  /** The largest |measured − fitted| / measured over the points: near 0 when the cost is linear. */
  readonly maxDeviation: number;
  /**
   * The most items one request can read within the limit, on the fitted line: on an account of
   * the measured size, since the walk over all of its storage is in `fixed`.
   */
  readonly largest: number;
}

/** computation = fixed + perItem × items, by least squares, and where it reaches the limit. */
export function fitCostCurve(points: readonly CostPoint[]): CostFit {
  const mean = (values: readonly number[]) =>
    values.reduce((sum, value) => sum + value, 0) / values.length;
  const meanItems = mean(points.map((point) => point.items));
  const meanComputation = mean(points.map((point) => point.computation));
  const spread = mean(points.map((point) => (point.items - meanItems) ** 2));
  const covariance = mean(
    points.map((point) => (point.items - meanItems) * (point.computation - meanComputation)),
  );
  const perItem = covariance / spread;
  if (!(perItem > 0)) throw new Error('a cost curve needs points whose cost grows with the items');
  const fixed = meanComputation - perItem * meanItems;
  const deviations = points.map(
    (point) => Math.abs(point.computation - (fixed + perItem * point.items)) / point.computation,
  );
  return {
    fixed,
    perItem,
    maxDeviation: Math.max(...deviations),
    // Rounded first: the fit's float error must not turn an exact 3330 into 3329.
    largest: Math.floor(round((SCRIPT_COMPUTATION_LIMIT - fixed) / perItem, 6)),
  };
}

/** A list script run with `only: []`: it reads no item, but still walks every stored path. */
export interface WalkPoint {
  /** The account's label in the large world. */
  readonly account: string;
  /** How many storage paths it has, all of which forEachStored visits. */
  readonly paths: number;
  readonly computation: number;
}

/**
 * The walk's cost is not the same for every path: each of the large account's vaults costs about
 * 7.5, while the issuer's 206 minters cost 37 in all. So from the large account (almost all
 * vaults) and Bob (FLOW only), `perPath` is what one more vault adds, and `base` can come out a
 * little below zero.
 */
export interface StorageWalk {
  /** The script's cost with `only: []`, less the walk. */
  readonly base: number;
  /** What each stored path adds, read or not. */
  readonly perPath: number;
}

/** The walk's cost per stored path, and the rest, from `only: []` on two accounts. */
export function storageWalk(large: WalkPoint, small: WalkPoint): StorageWalk {
  if (large.paths <= small.paths)
    throw new Error('the walk needs a larger account with more stored paths than the small one');
  const perPath = (large.computation - small.computation) / (large.paths - small.paths);
  return { base: small.computation - perPath * small.paths, perPath };
}

/**
 * The most items an account can hold for one request to read them all within the limit, when it
 * grows by that screen's items: each new item is read (perItem) and is a stored path to walk.
 */
export const largestAccount = ({ base, perPath }: StorageWalk, perItem: number): number =>
  // Rounded first, as in fitCostCurve.
  Math.floor(round((SCRIPT_COMPUTATION_LIMIT - base) / (perItem + perPath), 6));

export interface CostCurve extends CostFit {
  readonly id: string;
  /** The script and the screen it serves, e.g. `get_token_vaults (/tokens)`. */
  readonly script: string;
  /** What `items` counts. */
  readonly kind: 'vault' | 'collection';
  /** Measured: the script run with `only` set to that many of the large account's paths. */
  readonly points: readonly CostPoint[];
  /** Measured: the script run with `only: []` on the large account, then on a small one. */
  readonly walkPoints: readonly [WalkPoint, WalkPoint];
  readonly walk: StorageWalk;
  /** The largest account one request can read whole: largestAccount. */
  readonly largestAccount: number;
}

export interface EmulatorComputation {
  /** The emulator's script computation limit. */
  readonly limit: number;
  /** What each script may use: SCRIPT_COMPUTATION_BUDGET. */
  readonly budget: number;
  readonly scripts: readonly ScriptComputation[];
  /** The list scripts that take `only`, measured over growing subsets of the account's paths. */
  readonly curves: readonly CostCurve[];
  /** The dashboard script's round trip on the emulator, median of a few runs. */
  readonly dashboardScriptMs: number;
  readonly seedSeconds: number;
}

let runs = 0;

/** Runs a script and reads its computation from the emulator's report. */
function computationOf(
  client: FlowClient,
  adminUrl: string,
  { script, cadence, args }: { script: string; cadence: string; args: JsonCadence[] },
): Promise<number> {
  // The browser has run the app's scripts on this emulator already: a numbered comment makes
  // each run a new entry.
  runs += 1;
  return scriptComputation(adminUrl, script, () =>
    client.query({ cadence: `${cadence}\n// run ${runs}\n`, args: args as CadenceValue[] }),
  );
}

interface HeldPaths {
  readonly vault: readonly string[];
  readonly collection: readonly string[];
}

/** The storage paths of an account's vaults and collections, as get_asset_paths lists them. */
async function heldPaths(client: FlowClient, owner: JsonCadence): Promise<HeldPaths> {
  // get_asset_paths.ts's decoder imports the script with Vite's ?raw, which tsx cannot load.
  const answer = await client.query({
    cadence: appScript('get_asset_paths'),
    args: [owner] as CadenceValue[],
  });
  const assets = read.array(answer).map((value) => read.struct(value));
  const pathsOf = (kind: string) =>
    assets
      .filter((asset) => field(asset, 'kind', read.string) === kind)
      .map((asset) => field(asset, 'path', read.string));
  return { vault: pathsOf('vault'), collection: pathsOf('collection') };
}

/** An account of the large world, and how many storage paths it has. */
interface Holder {
  readonly label: string;
  readonly owner: JsonCadence;
  readonly paths: number;
}

/** An account's storage paths, counted by get_account_storage. */
async function holder(client: FlowClient, label: string, address: string): Promise<Holder> {
  const owner = arg.address(address);
  const answer = await client.query({
    cadence: appScript('get_account_storage'),
    args: [owner, arg.string('storage'), arg.int(0n), arg.int(1n)] as CadenceValue[],
  });
  return { label, owner, paths: field(read.struct(answer), 'total', read.count) };
}

/** The verified tokens whose balances the dashboard's summary reads, as the app asks. */
const VALUED = arg.array(pricedTokens('local').map((identifier) => arg.string(identifier)));

/**
 * The list scripts that take `only`, and the subset sizes each runs with (then all paths); the
 * summary's last argument is `valued`.
 */
const CURVES = [
  // The dashboard's countOnly: the collections whose NFTs it counts.
  {
    name: 'get_account_summary',
    screen: 'dashboard',
    kind: 'collection',
    sizes: [1, 2, 3, 4],
    after: [VALUED],
  },
  { name: 'get_token_vaults', screen: '/tokens', kind: 'vault', sizes: [1, 25, 50, 100, 150] },
  { name: 'get_nft_collections', screen: '/nfts', kind: 'collection', sizes: [1, 2, 3, 4] },
  { name: 'get_evm_nfts', screen: '/evm', kind: 'collection', sizes: [1, 2, 3, 4] },
] as const;

/**
 * A list script run on the large account with `only` set to the first n of the paths, for each
 * subset size, then with `only: []` on the large account and on the small one.
 */
async function measureCostCurve(
  client: FlowClient,
  adminUrl: string,
  large: Holder,
  small: Holder,
  paths: readonly string[],
  curve: (typeof CURVES)[number],
): Promise<CostCurve> {
  const { name, screen, kind, sizes } = curve;
  const after = 'after' in curve ? curve.after : [];
  /** The script's computation with `only` set to these paths, for this account. */
  const costWith = (account: Holder, only: readonly string[]) =>
    computationOf(client, adminUrl, {
      script: `${name} (${account.label}, only ${only.length})`,
      cadence: appScript(name),
      args: [
        account.owner,
        arg.optional(arg.array(only.map((path) => arg.string(path)))),
        ...after,
      ],
    });
  const points: CostPoint[] = [];
  for (const items of [...sizes.filter((size) => size < paths.length), paths.length]) {
    points.push({ items, computation: await costWith(large, paths.slice(0, items)) });
  }
  const walkPoints: [WalkPoint, WalkPoint] = [
    { account: large.label, paths: large.paths, computation: await costWith(large, []) },
    { account: small.label, paths: small.paths, computation: await costWith(small, []) },
  ];
  const fit = fitCostCurve(points);
  const walk = storageWalk(...walkPoints);
  return {
    id: name,
    script: `${name} (${screen})`,
    kind,
    points,
    ...fit,
    walkPoints,
    walk,
    largestAccount: largestAccount(walk, fit.perItem),
  };
}

export async function measureEmulatorComputation({
  emulator,
  world,
  seedSeconds,
}: BenchWorld): Promise<EmulatorComputation> {
  const alice = world.accounts.find((account) => account.label.startsWith('Alice'))?.address ?? '';
  const client = createFclFlowClient(
    createFlowConfig('local', { accessNodeUrl: emulator.accessNodeUrl }),
    new MemoryStorage(),
  );
  const collection = 'SandboxCollection1Collection';
  const owner = arg.address(alice);
  // `only: [String]?` of the list scripts, the summary's `countOnly`: nil, every path.
  const everyPath = arg.optional(null);
  const page = [arg.string(collection)];
  /** A script of the app, run for `what` (a screen, a page), with these arguments. */
  const run = (name: string, what: string, args: JsonCadence[]) => ({
    id: name,
    script: what === '' ? name : `${name} (${what})`,
    cadence: appScript(name),
    args,
  });
  // What the large account holds (worlds/large.ts): its vaults and FLOW, its collections.
  const held = large.accounts.find((account) => account.label.startsWith('Alice'));
  const vaults = (held?.vaults?.length ?? 0) + 1;
  const collections = held?.collections?.length ?? 0;
  const runs = [
    run('get_account_summary', 'dashboard', [owner, everyPath, VALUED]),
    run('get_token_vaults', '/tokens', [owner, everyPath]),
    run('get_nft_collections', '/nfts', [owner, everyPath]),
    { ...run('get_asset_paths', 'after a failure', [owner]), items: vaults + collections },
    run('get_nfts_page', `${NFT_PAGE_SIZE} of 100`, [
      owner,
      ...page,
      arg.int(0n),
      arg.int(NFT_PAGE_SIZE),
    ]),
    run('get_nft_detail', '', [owner, ...page, arg.uint64(1n)]),
    run('get_evm_account', '/evm', [owner, arg.optional(arg.string(world.evm.wflow))]),
    run('get_evm_nfts', '/evm', [owner, everyPath]),
    // The large account has no staking collection: this is the read of an account without one.
    run('get_staking', '/account/staking', [owner]),
    ...(['storage', 'public'] as const).map((domain) => ({
      ...run('get_account_storage', `${domain}, ${STORAGE_PAGE_SIZE} paths`, [
        owner,
        arg.string(domain),
        arg.int(0n),
        arg.int(BigInt(STORAGE_PAGE_SIZE)),
      ]),
      id: `get_account_storage.${domain}`,
    })),
  ];
  const scripts: ScriptComputation[] = [];
  for (const { id, script, ...request } of runs) {
    const items = 'items' in request ? request.items : undefined;
    scripts.push({
      id,
      script,
      computation: await computationOf(client, emulator.adminUrl, { script, ...request }),
      ...(items !== undefined && { items }),
    });
  }
  const paths = await heldPaths(client, owner);
  const bob = world.accounts.find((account) => account.label === 'Bob')?.address;
  if (bob === undefined) throw new Error('the large world has no Bob');
  // Bob holds FLOW and no COA: his walk is near nothing (get_evm_nfts returns before it).
  const [largeAccount, smallAccount] = [
    await holder(client, 'Alice', alice),
    await holder(client, 'Bob', bob),
  ];
  const curves: CostCurve[] = [];
  for (const curve of CURVES) {
    curves.push(
      await measureCostCurve(
        client,
        emulator.adminUrl,
        largeAccount,
        smallAccount,
        paths[curve.kind],
        curve,
      ),
    );
  }
  const [dashboard] = runs;
  const times: number[] = [];
  for (let i = 0; i < TIMING_SAMPLES; i += 1) {
    const start = performance.now();
    await client.query({
      cadence: dashboard?.cadence ?? '',
      args: (dashboard?.args ?? []) as CadenceValue[],
    });
    times.push(performance.now() - start);
  }
  return {
    limit: SCRIPT_COMPUTATION_LIMIT,
    budget: SCRIPT_COMPUTATION_BUDGET,
    scripts,
    curves,
    dashboardScriptMs: Math.round(median(times)),
    seedSeconds,
  };
}
