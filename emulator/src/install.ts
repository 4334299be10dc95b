/**
 * `npm run flow:install`: builds the local network from source into `.cache/flow/` (git ignored):
 * the pinned Flow emulator (unless `FLOW_BIN` names a Flow CLI) and Flow's dev wallet, each only
 * when that exact build is not there yet. Modules come from the Go module proxy; nothing else is
 * downloaded.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import {
  builtCommand,
  CACHE_DIR,
  cachedDevWalletDir,
  cachedEmulatorPath,
  DEV_WALLET_MODULE,
  DEV_WALLET_MODULE_DIR,
  devWalletFiles,
  EMULATOR_PACKAGE,
  emulatorCommand,
  GO_MODULE_DIR,
  pinnedDevWalletVersion,
  pinnedEmulatorVersion,
} from './binary.ts';
import { requireGo } from './go-toolchain.ts';
import { withInstallLock } from './install-lock.ts';

const say = (text: string) => process.stdout.write(`${text}\n`);

// blst (BLS signatures, via cgo) needs these flags on any x86-64 CPU.
const CGO_ENV = { CGO_ENABLED: '1', CGO_CFLAGS: '-O2 -D__BLST_PORTABLE__ -std=gnu11' };

function run(
  args: string[],
  onLine: (line: string) => void,
  { cwd = GO_MODULE_DIR, env = CGO_ENV }: { cwd?: string; env?: Record<string, string> } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('go', args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      tail = (tail + text).slice(-4000);
      for (const line of text.split('\n')) if (line.trim()) onLine(line.trim());
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`go ${args[0]} failed (exit ${code}):\n${tail}`)),
    );
  });
}

async function buildEmulator(go: string): Promise<void> {
  const version = pinnedEmulatorVersion();
  const started = Date.now();
  const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;
  say(`Building flow-emulator ${version} from source with ${go}.`);
  say('The first build downloads about 300 MB of modules and compiles for a few minutes.');

  let modules = 0;
  await run(['mod', 'download', '-x'], (line) => {
    if (line.startsWith('# get ') && line.endsWith('.zip')) {
      modules += 1;
      if (modules % 50 === 0) say(`  downloaded ${modules} modules (${elapsed()})`);
    }
  });
  say(`  modules ready (${elapsed()})`);

  let packages = 0;
  const target = cachedEmulatorPath();
  const partial = `${target}.partial`;
  await run(['build', '-v', '-o', partial, EMULATOR_PACKAGE], (line) => {
    if (!line.startsWith('#') && !line.includes(' ')) {
      packages += 1;
      if (packages % 100 === 0) say(`  compiled ${packages} packages (${elapsed()})`);
    }
  });
  renameSync(partial, target);
  say(`Built ${target} in ${elapsed()}.`);
}

/** The dev wallet's program, and its FCL contract copied from the module's source. */
async function buildDevWallet(go: string): Promise<void> {
  const started = Date.now();
  say(`Building Flow's dev wallet ${pinnedDevWalletVersion()} from source with ${go}.`);
  const target = cachedDevWalletDir();
  const partial = `${target}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  const options = { cwd: DEV_WALLET_MODULE_DIR, env: { CGO_ENABLED: '0' } };
  await run(['build', '-o', `${partial}/fcl-dev-wallet`, '.'], () => {}, options);
  let moduleDir = '';
  await run(
    ['list', '-m', '-f', '{{.Dir}}', DEV_WALLET_MODULE],
    (line) => {
      moduleDir = line;
    },
    options,
  );
  copyFileSync(`${moduleDir}/cadence/contracts/FCL.cdc`, `${partial}/FCL.cdc`);
  rmSync(target, { recursive: true, force: true });
  renameSync(partial, target);
  say(`Built ${target} in ${Math.round((Date.now() - started) / 1000)} s.`);
}

async function install(): Promise<void> {
  // A FLOW_BIN that does not exist throws here: no build would fix it.
  const emulator = process.env.FLOW_BIN ? emulatorCommand().command : builtCommand(emulatorCommand);
  const wallet = builtCommand(devWalletFiles);
  if (emulator && wallet) {
    say(`Flow emulator ready: ${emulator}`);
    say(`Flow dev wallet ready: ${wallet}`);
    return;
  }
  const go = requireGo();
  if (!wallet) await buildDevWallet(go);
  if (!emulator) await buildEmulator(go);
}

async function main(): Promise<void> {
  // The lock lives in the cache folder, so it is made first (and the builds find it there).
  mkdirSync(CACHE_DIR, { recursive: true });
  await withInstallLock(
    `${CACHE_DIR}install.lock`,
    () => say('Another flow:install is building the local network: waiting for it.'),
    install,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
