/**
 * `npm run flow:install`: builds the pinned Flow emulator from source into `.cache/flow/` (git
 * ignored), or does nothing when that exact build is already there or `FLOW_BIN` names a Flow
 * CLI. Modules come from the Go module proxy; nothing else is downloaded.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, renameSync } from 'node:fs';
import {
  CACHE_DIR,
  cachedEmulatorPath,
  EMULATOR_PACKAGE,
  EmulatorMissingError,
  emulatorCommand,
  GO_MODULE_DIR,
  pinnedEmulatorVersion,
} from './binary.ts';

const say = (text: string) => process.stdout.write(`${text}\n`);

// blst (BLS signatures, via cgo) needs these flags on any x86-64 CPU.
const CGO_ENV = { CGO_ENABLED: '1', CGO_CFLAGS: '-O2 -D__BLST_PORTABLE__ -std=gnu11' };

function goVersion(): string | null {
  const result = spawnSync('go', ['version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function run(args: string[], onLine: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('go', args, {
      cwd: GO_MODULE_DIR,
      env: { ...process.env, ...CGO_ENV },
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

async function build(): Promise<void> {
  const version = pinnedEmulatorVersion();
  const go = goVersion();
  if (!go) {
    throw new EmulatorMissingError(
      [
        `Go is not installed, so flow-emulator ${version} cannot be built here.`,
        'Install Go 1.26 and gcc (Debian: apt-get install golang gcc, or https://go.dev/dl),',
        'then run npm run flow:install again; or install the Flow CLI the official way and set',
        'FLOW_BIN to its path.',
      ].join('\n'),
    );
  }
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
  mkdirSync(CACHE_DIR, { recursive: true });
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

async function main(): Promise<void> {
  try {
    const existing = emulatorCommand();
    say(`Flow emulator ready: ${existing.description} (${existing.command})`);
    return;
  } catch (error) {
    if (!(error instanceof EmulatorMissingError) || process.env.FLOW_BIN) throw error;
  }
  await build();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
