/**
 * `npm start`: Flowdeck's production build on :4173 against Flow's own local network, until
 * Ctrl-C: the Flow emulator (REST :8888) seeded with the normal world and costed like mainnet,
 * and Flow's dev wallet (:8701) signing for the world's accounts. The first run builds both
 * (npm run flow:install); a machine without Go is told what to install, and start-up fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appEnvFor } from '../emulator/src/app-env.ts';
import { builtCommand, devWalletFiles, emulatorCommand } from '../emulator/src/binary.ts';
import { waitForAnswer } from '../emulator/src/child-process.ts';
import { type LocalNetwork, startLocalNetwork } from '../emulator/src/local-network.ts';
import { describeCostModel } from '../emulator/src/mainnet-costs.ts';

const APP_URL = 'http://127.0.0.1:4173';

const say = (text: string) => process.stdout.write(`${text}\n`);
const children: ChildProcess[] = [];
let network: LocalNetwork | null = null;

/** A child in a process group of its own, so that stopping it stops what npx started too. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
    detached: true,
  });
  children.push(child);
  return child;
}

function stopGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

async function stopAll(code: number): Promise<never> {
  for (const child of children) stopGroup(child);
  await network?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

/** Builds the emulator and the dev wallet (npm run flow:install), its progress shown. */
function install(): Promise<void> {
  say("First run: building Flow's emulator and dev wallet from source (npm run flow:install).");
  const child = run('npx', ['tsx', 'emulator/src/install.ts']);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error('npm run flow:install failed (see above)')),
    );
  });
}

function exited(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

function printWhereThingsRun(running: LocalNetwork): void {
  say('');
  say(`Flowdeck: ${APP_URL}`);
  say(`  Flow emulator      ${running.emulator.accessNodeUrl}: ${running.emulator.description}`);
  say(`  Flow's dev wallet  ${running.wallet.walletUrl}/fcl/authn`);
  say(`  ${describeCostModel(running.costModel)}`);
  say('Sign in through the dev wallet as any of these accounts (public test keys only):');
  for (const account of running.world.accounts) {
    if (!account.label.startsWith('unused')) say(`  ${account.address}  ${account.label}`);
  }
  say('Ctrl-C stops everything.');
}

async function main(): Promise<void> {
  if (builtCommand(emulatorCommand) === null || builtCommand(devWalletFiles) === null) {
    await install();
  }
  say("Starting Flow's emulator, seeding the normal world and building the app…");
  network = await startLocalNetwork();
  const env = appEnvFor(network);
  const build = run('npx', ['vite', 'build', '--logLevel', 'warn'], env);
  const buildCode = await exited(build);
  if (buildCode !== 0) return void stopAll(buildCode);
  // The preview server computes its security headers from the same environment as the build.
  const preview = run('npx', ['vite', 'preview', '--logLevel', 'warn'], env);
  preview.on('exit', (code) => void stopAll(code ?? 1));
  await waitForAnswer(APP_URL, preview, 10_000);
  printWhereThingsRun(network);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  void stopAll(1);
});
