/**
 * Script computation on real Cadence: on the large world (200 vaults, 500 NFTs) on the real
 * emulator with `--computation-reporting` (emulator-large-world.ts), the dashboard's script and
 * each page script run for that account through the app's FlowClient, and each one's
 * computation read from the emulator's report, against the emulator's script computation limit.
 */

import { readFileSync } from 'node:fs';
import { large } from '../sandbox/fixtures/large.ts';
import { cadence as arg, type JsonCadence } from '../sandbox/src/json-cadence.ts';
import type { CadenceValue } from '../src/flow/cadence/json-cadence.ts';
import { STORAGE_PAGE_SIZE } from '../src/flow/cadence/scripts/metadata-limits.ts';
import { createFclFlowClient } from '../src/flow/client/fcl-client.ts';
import { MemoryStorage } from '../src/flow/client/testing/memory-storage.ts';
import { createFlowConfig } from '../src/flow/config.ts';
import type { LargeEmulatorWorld } from './emulator-large-world.ts';
import { median } from './stats.ts';

/** flow-emulator's default `--script-compute-limit`, as access nodes have it. */
export const SCRIPT_COMPUTATION_LIMIT = 100_000;
/** Issue 17: each script within 10 % of that limit on the large account, to leave headroom. */
export const SCRIPT_COMPUTATION_BUDGET = SCRIPT_COMPUTATION_LIMIT / 10;
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
   * For a script over a whole list (every vault, every collection): how many items it read on
   * the large account. The largest account within the limit is estimated from it, linearly.
   */
  readonly items?: number;
}

/** The most items a list script can read within the limit, at its measured cost per item. */
export const largestWithinLimit = ({ computation, items }: ScriptComputation): number | null =>
  items === undefined || computation === 0
    ? null
    : Math.floor((SCRIPT_COMPUTATION_LIMIT * items) / computation);

export interface EmulatorComputation {
  /** The emulator's script computation limit. */
  readonly limit: number;
  /** What each script may use: SCRIPT_COMPUTATION_BUDGET. */
  readonly budget: number;
  readonly scripts: readonly ScriptComputation[];
  /** The dashboard script's round trip on the emulator, median of a few runs. */
  readonly dashboardScriptMs: number;
  readonly seedSeconds: number;
}

interface ProcedureReport {
  readonly computation: number;
}

async function computationReport(adminUrl: string): Promise<Record<string, ProcedureReport>> {
  const response = await fetch(`${adminUrl}/emulator/computationReport`);
  if (!response.ok) throw new Error(`computation report: HTTP ${response.status}`);
  const report = (await response.json()) as { scripts?: Record<string, ProcedureReport> };
  return report.scripts ?? {};
}

export async function measureEmulatorComputation({
  network,
  seedSeconds,
}: LargeEmulatorWorld): Promise<EmulatorComputation> {
  const { emulator, world } = network;
  const alice = world.accounts.find((account) => account.label.startsWith('Alice'))?.address ?? '';
  const client = createFclFlowClient(
    createFlowConfig('local', { accessNodeUrl: emulator.accessNodeUrl }),
    new MemoryStorage(),
  );
  const collection = 'SandboxCollection1Collection';
  const owner = arg.address(alice);
  // `only: [String]?` of the vault and collection scripts: nil, every path.
  const everyPath = arg.optional(null);
  const page = [arg.string(collection)];
  /** A script of the app, run for `what` (a screen, a page), with these arguments. */
  const run = (name: string, what: string, args: JsonCadence[], cadence = appScript(name)) => ({
    id: name,
    script: what === '' ? name : `${name} (${what})`,
    cadence,
    args,
  });
  // What the large account holds (sandbox/fixtures/large.ts): its vaults and FLOW, its collections.
  const held = large.accounts.find((account) => account.label.startsWith('Alice'));
  const vaults = (held?.vaults?.length ?? 0) + 1;
  const collections = held?.collections?.length ?? 0;
  const runs = [
    run('get_account_summary', 'dashboard', [owner]),
    { ...run('get_token_vaults', '/tokens', [owner, everyPath]), items: vaults },
    { ...run('get_nft_collections', '/nfts', [owner, everyPath]), items: collections },
    { ...run('get_asset_paths', 'after a failure', [owner]), items: vaults + collections },
    run('get_nfts_page', `${NFT_PAGE_SIZE} of 100`, [
      owner,
      ...page,
      arg.int(0n),
      arg.int(NFT_PAGE_SIZE),
    ]),
    run('get_nft_detail', '', [owner, ...page, arg.uint64(1n)]),
    run('get_evm_account', '/evm', [owner, arg.optional(arg.string(world.evm.wflow))]),
    { ...run('get_evm_nfts', '/evm', [owner, everyPath]), items: collections },
    ...(['storage', 'public'] as const).map((domain) => ({
      ...run(
        'get_account_storage',
        `${domain}, ${STORAGE_PAGE_SIZE} paths`,
        [owner, arg.string(domain), arg.int(0n), arg.int(BigInt(STORAGE_PAGE_SIZE))],
        // The emulator reports a script by the hash of its text: a comment tells the two apart.
        `${appScript('get_account_storage')}\n// ${domain}\n`,
      ),
      id: `get_account_storage.${domain}`,
    })),
  ];
  const scripts: ScriptComputation[] = [];
  for (const { id, script, cadence, args, ...rest } of runs) {
    const items = 'items' in rest ? rest.items : undefined;
    const before = new Set(Object.keys(await computationReport(emulator.adminUrl)));
    await client.query({ cadence, args: args as CadenceValue[] });
    const added = Object.entries(await computationReport(emulator.adminUrl)).filter(
      ([id]) => !before.has(id),
    );
    if (added.length !== 1)
      throw new Error(`${script}: expected one new report entry, got ${added.length}`);
    scripts.push({
      id,
      script,
      computation: added[0]?.[1].computation ?? Number.NaN,
      ...(items !== undefined && { items }),
    });
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
    dashboardScriptMs: Math.round(median(times)),
    seedSeconds,
  };
}
