/**
 * Where the local network's programs come from. The emulator: the Flow CLI named by `FLOW_BIN`
 * (`flow emulator`), or the emulator this repo builds from `emulator/go/go.mod` into
 * `.cache/flow/`. Flow's dev wallet: built from `emulator/dev-wallet/go.mod` into the same
 * folder. Each cached build is named after a hash of its go.mod and go.sum, so a changed pin
 * builds anew.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const GO_MODULE_DIR = fileURLToPath(new URL('../go/', import.meta.url));
export const CACHE_DIR = fileURLToPath(new URL('../../.cache/flow/', import.meta.url));
export const EMULATOR_PACKAGE = 'github.com/onflow/flow-emulator/cmd/emulator';
export const DEV_WALLET_MODULE_DIR = fileURLToPath(new URL('../dev-wallet/', import.meta.url));
export const DEV_WALLET_MODULE = 'github.com/onflow/fcl-dev-wallet';

/** The version of `module` the go.mod in `moduleDir` pins, e.g. `v1.20.0`. */
export function pinnedVersion(moduleDir: string, module: string): string {
  const goMod = readFileSync(`${moduleDir}go.mod`, 'utf8');
  const match = new RegExp(`${module.replaceAll('.', '\\.')} (v\\S+)`).exec(goMod);
  if (!match?.[1]) throw new Error(`${moduleDir}go.mod pins no ${module}`);
  return match[1];
}

/** `.cache/flow/<name>-<version>-<hash of go.mod and go.sum>`. */
function cachedBuildPath(moduleDir: string, name: string, version: string): string {
  const hash = createHash('sha256');
  for (const file of ['go.mod', 'go.sum']) hash.update(readFileSync(`${moduleDir}${file}`));
  return `${CACHE_DIR}${name}-${version}-${hash.digest('hex').slice(0, 12)}`;
}

export const pinnedEmulatorVersion = () =>
  pinnedVersion(GO_MODULE_DIR, 'github.com/onflow/flow-emulator');

export const cachedEmulatorPath = () =>
  cachedBuildPath(GO_MODULE_DIR, 'emulator', pinnedEmulatorVersion());

export const pinnedDevWalletVersion = () => pinnedVersion(DEV_WALLET_MODULE_DIR, DEV_WALLET_MODULE);

/** A folder: the wallet's program (`fcl-dev-wallet`) and its `FCL.cdc` (devWalletFiles). */
export const cachedDevWalletDir = () =>
  cachedBuildPath(DEV_WALLET_MODULE_DIR, 'dev-wallet', pinnedDevWalletVersion());

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
  "The local network is not installed: Flow's emulator and Flow's dev wallet.",
  'Install Go 1.26 with a C compiler (gcc) and run: npm run flow:install',
  '(it builds both from source into .cache/flow/, a few minutes the first time).',
  'A Flow CLI you already have can stand in for the emulator (FLOW_BIN=$(command -v flow));',
  'the dev wallet still builds with Go, in seconds.',
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

export interface DevWalletFiles {
  /** The wallet's program. */
  readonly command: string;
  /** The FCL contract it keeps its accounts in, deployed by the seeding (dev-wallet.ts). */
  readonly contract: string;
}

/** Flow's dev wallet as flow:install built it, or an `EmulatorMissingError`. */
export function devWalletFiles(): DevWalletFiles {
  const dir = cachedDevWalletDir();
  const files = { command: `${dir}/fcl-dev-wallet`, contract: `${dir}/FCL.cdc` };
  if (!existsSync(files.command) || !existsSync(files.contract))
    throw new EmulatorMissingError(INSTALL_HELP);
  return files;
}

/** The program `find` names, or null when it is not built (`find` throws EmulatorMissingError). */
export function builtCommand(find: () => { readonly command: string }): string | null {
  try {
    return find().command;
  } catch (error) {
    if (error instanceof EmulatorMissingError) return null;
    throw error;
  }
}
