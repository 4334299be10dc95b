/**
 * Script computation on real Cadence: the large world (200 vaults, 500 NFTs) seeded onto the
 * real emulator with `--computation-reporting`, the dashboard's script and each page script run
 * for that account through the app's FlowClient, and each one's computation read from the
 * emulator's report, against the emulator's script computation limit.
 */

import { readFileSync } from 'node:fs';
import { EmulatorChain } from '../emulator/src/chain.ts';
import { emulatorWorld } from '../emulator/src/emulator-world.ts';
import { freeEmulatorPorts } from '../emulator/src/free-ports.ts';
import { seedWorld } from '../emulator/src/seed.ts';
import { startEmulator } from '../emulator/src/start-emulator.ts';
import { FIXTURES } from '../sandbox/fixtures/index.ts';
import { cadence as arg, type JsonCadence } from '../sandbox/src/json-cadence.ts';
import type { CadenceValue } from '../src/flow/cadence/json-cadence.ts';
import { STORAGE_PAGE_SIZE } from '../src/flow/cadence/scripts/metadata-limits.ts';
import { createFclFlowClient } from '../src/flow/client/fcl-client.ts';
import { MemoryStorage } from '../src/flow/client/testing/memory-storage.ts';
import { createFlowConfig } from '../src/flow/config.ts';
import { median } from './stats.ts';

/** flow-emulator's default `--script-compute-limit`, as access nodes have it. */
export const SCRIPT_COMPUTATION_LIMIT = 100_000;
/** The page size the NFT grid asks for (src/features/nfts). */
const NFT_PAGE_SIZE = 60n;
const TIMING_SAMPLES = 5;

/** The app's script, as the browser sends it (the bench runs outside Vite, so no ?raw import). */
const appScript = (name: string) =>
  readFileSync(new URL(`../src/flow/cadence/scripts/${name}.cdc`, import.meta.url), 'utf8');

export interface ScriptComputation {
  readonly script: string;
  readonly computation: number;
}

export interface EmulatorComputation {
  readonly limit: number;
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

export async function measureEmulatorComputation(
  say: (text: string) => void,
): Promise<EmulatorComputation> {
  const emulator = await startEmulator({
    ports: await freeEmulatorPorts(),
    computationReporting: true,
  });
  try {
    const started = Date.now();
    const world = await seedWorld(
      new EmulatorChain(emulator.accessNodeUrl),
      emulatorWorld(FIXTURES.large),
    );
    const seedSeconds = (Date.now() - started) / 1000;
    say(`large world seeded on the emulator in ${seedSeconds.toFixed(0)} s`);
    const alice =
      world.accounts.find((account) => account.label.startsWith('Alice'))?.address ?? '';
    const client = createFclFlowClient(
      createFlowConfig('local', { accessNodeUrl: emulator.accessNodeUrl }),
      new MemoryStorage(),
    );
    const collection = 'SandboxCollection1Collection';
    const owner = arg.address(alice);
    const page = [arg.string(collection)];
    const runs: [string, string, JsonCadence[]][] = [
      ['get_account_summary (dashboard)', appScript('get_account_summary'), [owner]],
      ['get_token_vaults (/tokens)', appScript('get_token_vaults'), [owner]],
      ['get_nft_collections (/nfts)', appScript('get_nft_collections'), [owner]],
      [
        `get_nfts_page (${NFT_PAGE_SIZE} of 100)`,
        appScript('get_nfts_page'),
        [owner, ...page, arg.int(0n), arg.int(NFT_PAGE_SIZE)],
      ],
      ['get_nft_detail', appScript('get_nft_detail'), [owner, ...page, arg.uint64(1n)]],
      [
        'get_evm_account (/evm)',
        appScript('get_evm_account'),
        [owner, arg.optional(arg.string(world.evm.wflow))],
      ],
      ['get_evm_nfts (/evm)', appScript('get_evm_nfts'), [owner]],
      ...(['storage', 'public'] as const).map((domain): [string, string, JsonCadence[]] => [
        `get_account_storage (${domain}, ${STORAGE_PAGE_SIZE} paths)`,
        // The emulator reports a script by the hash of its text: a comment tells the two apart.
        `${appScript('get_account_storage')}\n// ${domain}\n`,
        [owner, arg.string(domain), arg.int(0n), arg.int(BigInt(STORAGE_PAGE_SIZE))],
      ]),
    ];
    const scripts: ScriptComputation[] = [];
    for (const [script, cadence, args] of runs) {
      const before = new Set(Object.keys(await computationReport(emulator.adminUrl)));
      await client.query({ cadence, args: args as CadenceValue[] });
      const added = Object.entries(await computationReport(emulator.adminUrl)).filter(
        ([id]) => !before.has(id),
      );
      if (added.length !== 1)
        throw new Error(`${script}: expected one new report entry, got ${added.length}`);
      scripts.push({ script, computation: added[0]?.[1].computation ?? Number.NaN });
    }
    const times: number[] = [];
    for (let i = 0; i < TIMING_SAMPLES; i += 1) {
      const start = performance.now();
      await client.query({
        cadence: runs[0]?.[1] ?? '',
        args: (runs[0]?.[2] ?? []) as CadenceValue[],
      });
      times.push(performance.now() - start);
    }
    return {
      limit: SCRIPT_COMPUTATION_LIMIT,
      scripts,
      dashboardScriptMs: Math.round(median(times)),
      seedSeconds,
    };
  } finally {
    await emulator.stop();
  }
}
