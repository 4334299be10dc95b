/**
 * Flow's published staking-collection transactions (SCO.01–SCO.17), as the flow-core-contracts
 * templates module the emulator is built with ships them (`manifest.{mainnet,testnet}.json`):
 * each template's Cadence with the network's addresses, and the SHA2-256 of that text, which
 * hardware wallets recognise. Read from the Go module cache, which `npm run flow:install` fills.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The templates module's folder: `go mod download` finds it in the cache (or fetches it). */
function templatesModuleDir(): string {
  const version = pinnedVersion(GO_MODULE_DIR, TEMPLATES_MODULE);
  const result = spawnSync('go', ['mod', 'download', '-json', `${TEMPLATES_MODULE}@${version}`], {
    cwd: GO_MODULE_DIR,
    encoding: 'utf8',
  });
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

// Where the emulator deploys what the staking templates import (flow-go's system contracts).
const EMULATOR_ADDRESSES: Readonly<Record<string, string>> = {
  FungibleToken: '0xee82856bf20e2aa6',
  FlowToken: '0x0ae53cb6e3f42a79',
  FlowIDTableStaking: '0xf8d6e0586b0a20c7',
  FlowEpoch: '0xf8d6e0586b0a20c7',
  FlowStakingCollection: '0xf8d6e0586b0a20c7',
  LockedTokens: '0xf8d6e0586b0a20c7',
  StakingProxy: '0xf8d6e0586b0a20c7',
};

/**
 * A template's Cadence for the emulator: each `import Name from 0x…` names the emulator's address
 * of Name instead (its hash is then not the manifest's); `import Crypto` stays as it is.
 */
const forEmulator = (template: ManifestTemplate): string =>
  template.source.replace(/^import (\w+) from 0x[0-9a-f]{16}$/gm, (_line, name: string) => {
    const address = EMULATOR_ADDRESSES[name];
    if (!address)
      throw new Error(`${template.id} imports ${name}, which has no emulator address here`);
    return `import ${name} from ${address}`;
  });

/** `network`'s manifest, each template by id as the emulator runs it (see forEmulator). */
export function emulatorTemplates(network: 'mainnet' | 'testnet'): (id: string) => string {
  const templates = manifestTemplates(network);
  return (id) => {
    const template = templates.get(id);
    if (!template) throw new Error(`no ${id} in the ${network} manifest`);
    return forEmulator(template);
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
