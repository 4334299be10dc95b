/**
 * Where the real Flow emulator comes from: the Flow CLI named by `FLOW_BIN` (`flow emulator`),
 * or the emulator this repo builds from `emulator/go/go.mod` into `.cache/flow/`. The cached
 * build is named after a hash of go.mod and go.sum, so a changed pin builds anew.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const GO_MODULE_DIR = fileURLToPath(new URL('../go/', import.meta.url));
export const CACHE_DIR = fileURLToPath(new URL('../../.cache/flow/', import.meta.url));
export const EMULATOR_PACKAGE = 'github.com/onflow/flow-emulator/cmd/emulator';

/** The flow-emulator version go.mod pins, e.g. `v1.20.0`. */
export function pinnedEmulatorVersion(): string {
  const goMod = readFileSync(`${GO_MODULE_DIR}go.mod`, 'utf8');
  const match = /github\.com\/onflow\/flow-emulator (v\S+)/.exec(goMod);
  if (!match?.[1]) throw new Error('emulator/go/go.mod pins no github.com/onflow/flow-emulator');
  return match[1];
}

export function cachedEmulatorPath(): string {
  const hash = createHash('sha256');
  for (const file of ['go.mod', 'go.sum']) hash.update(readFileSync(`${GO_MODULE_DIR}${file}`));
  return `${CACHE_DIR}emulator-${pinnedEmulatorVersion()}-${hash.digest('hex').slice(0, 12)}`;
}

export interface EmulatorCommand {
  readonly command: string;
  /** Arguments that come before the emulator's own flags. */
  readonly prefix: readonly string[];
  readonly description: string;
}

export class EmulatorMissingError extends Error {
  override readonly name = 'EmulatorMissingError';
}

const INSTALL_HELP = [
  'The real Flow emulator is not installed. Either:',
  '  - install Go 1.26 with a C compiler (gcc) and run: npm run flow:install',
  '    (it builds the pinned emulator from source into .cache/flow/, a few minutes the first time);',
  '  - or install the Flow CLI the official way and point FLOW_BIN at it, e.g.',
  '    FLOW_BIN=$(command -v flow) npm run emulator',
].join('\n');

/** The emulator to run, or an `EmulatorMissingError` that says how to get one. */
export function emulatorCommand(env: NodeJS.ProcessEnv = process.env): EmulatorCommand {
  const flowBin = env.FLOW_BIN;
  if (flowBin) {
    if (!existsSync(flowBin)) throw new EmulatorMissingError(`FLOW_BIN=${flowBin} does not exist.`);
    return { command: flowBin, prefix: ['emulator'], description: `${flowBin} emulator` };
  }
  const cached = cachedEmulatorPath();
  if (!existsSync(cached)) throw new EmulatorMissingError(INSTALL_HELP);
  return {
    command: cached,
    prefix: [],
    description: `flow-emulator ${pinnedEmulatorVersion()} (built from source)`,
  };
}
