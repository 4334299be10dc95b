/**
 * Flow's published staking-collection transactions (SCO.01–SCO.17), as the flow-core-contracts
 * templates module the emulator is built with ships them (`manifest.{mainnet,testnet}.json`):
 * each template's Cadence with the network's addresses, and the SHA2-256 of that text, which
 * hardware wallets recognise. Read from the Go module cache, which `npm run flow:install` fills.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { STAKING_NODE } from '../../worlds/staking-node.ts';
import { GO_MODULE_DIR, pinnedVersion } from './binary.ts';
import { cadence, type JsonCadence } from './json-cadence.ts';

export const TEMPLATES_MODULE = 'github.com/onflow/flow-core-contracts/lib/go/templates';

export interface ManifestTemplate {
  readonly id: string;
  readonly name: string;
  readonly source: string;
  /** Hex SHA2-256 of `source` (UTF-8). */
  readonly hash: string;
}

/** The templates module's version the emulator is built with (emulator/go/go.mod). */
export const templatesModuleVersion = () => pinnedVersion(GO_MODULE_DIR, TEMPLATES_MODULE);

let moduleDir: string | undefined;

/**
 * The templates module's folder: `go mod download` finds it in the cache (or fetches it), once
 * per process.
 */
function templatesModuleDir(): string {
  moduleDir ??= downloadedModuleDir();
  return moduleDir;
}

function downloadedModuleDir(): string {
  const version = templatesModuleVersion();
  const result = spawnSync('go', ['mod', 'download', '-json', `${TEMPLATES_MODULE}@${version}`], {
    cwd: GO_MODULE_DIR,
    encoding: 'utf8',
  });
  if (result.error) {
    throw new Error(
      `Flow's staking templates are fetched with Go, which could not run (${result.error.message}): install Go (README, Setup).`,
    );
  }
  if (result.status !== 0) {
    throw new Error(`go mod download ${TEMPLATES_MODULE}@${version} failed: ${result.stderr}`);
  }
  const { Dir } = JSON.parse(result.stdout) as { Dir?: string };
  if (!Dir) throw new Error(`go mod download named no folder for ${TEMPLATES_MODULE}`);
  return Dir;
}

/** Every template of `network`'s manifest, by id (`SCO.02`, `FT.01`, …). */
export function manifestTemplates(network: 'mainnet' | 'testnet'): Map<string, ManifestTemplate> {
  const file = join(templatesModuleDir(), `manifest.${network}.json`);
  const { templates } = JSON.parse(readFileSync(file, 'utf8')) as {
    templates: ManifestTemplate[];
  };
  return new Map(templates.map((template) => [template.id, template]));
}

const IMPORT = /^import (\w+) from 0x([0-9a-f]{16})$/gm;

type FlowJsonNetwork = 'mainnet' | 'testnet' | 'emulator';

// Read, not imported: the journeys (Playwright) load this module, and cannot import JSON.
const FLOW_JSON = fileURLToPath(new URL('../../flow.json', import.meta.url));

type FlowJsonDependencies = Readonly<
  Record<string, { readonly aliases: Readonly<Record<string, string>> }>
>;

let dependencies: FlowJsonDependencies | undefined;

const aliasesOf = (name: string): Readonly<Record<string, string>> => {
  dependencies ??= (
    JSON.parse(readFileSync(FLOW_JSON, 'utf8')) as { dependencies: FlowJsonDependencies }
  ).dependencies;
  const dependency = Object.hasOwn(dependencies, name) ? dependencies[name] : undefined;
  if (!dependency)
    throw new Error(`flow.json names no address for ${name}, which a template imports`);
  return dependency.aliases;
};

/**
 * `template`'s Cadence with each `import Name from 0x…` naming flow.json's address of Name on
 * `target` (`import Crypto` stays as it is). Each address is first checked against flow.json's
 * for the manifest's network, where the app reads the same contracts: a template and the app
 * never disagree on where a contract lives. For its own network the text is unchanged.
 */
export function readdressed(
  template: ManifestTemplate,
  network: 'mainnet' | 'testnet',
  target: FlowJsonNetwork,
): string {
  return template.source.replace(IMPORT, (_line, name: string, address: string) => {
    const aliases = aliasesOf(name);
    if (aliases[network] !== address) {
      throw new Error(
        `${template.id}: ${name} is at 0x${address} in the ${network} manifest but at 0x${aliases[network]} in flow.json`,
      );
    }
    return `import ${name} from 0x${aliases[target]}`;
  });
}

/** `network`'s manifest, each template by id as the emulator runs it (see readdressed). */
export function emulatorTemplates(network: 'mainnet' | 'testnet'): (id: string) => string {
  const templates = manifestTemplates(network);
  return (id) => {
    const template = templates.get(id);
    if (!template) throw new Error(`no ${id} in the ${network} manifest`);
    return readdressed(template, network, 'emulator');
  };
}

/** SCO.17's arguments: `node` registered with `amount` (UFix64 units) of its operator's FLOW. */
export const registerNodeArguments = (node: typeof STAKING_NODE, amount: bigint): JsonCadence[] => [
  cadence.string(node.id),
  cadence.uint8(node.role),
  cadence.string(node.networkingAddress),
  cadence.string(node.networkingKey),
  cadence.string(node.stakingKey),
  cadence.string(node.stakingKeyPoP),
  cadence.ufix64(amount),
  // A verification node has no machine account: these are checked, never used.
  cadence.string(''),
  cadence.uint8(1),
  cadence.uint8(3),
];
