/**
 * `npm start`: Flowdeck's production build on :4173 against a local network, until Ctrl-C.
 * The network is the real Flow emulator (REST :8888, test wallet :8701) when it is installed
 * (npm run flow:install, or FLOW_BIN), seeded with the normal world; otherwise the sandbox, its
 * zero-install imitation on the same ports. Start-up says which one runs.
 * FLOWDECK_LOCAL_NETWORK=sandbox (or emulator) chooses instead.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { appEnvFor } from '../emulator/src/app-env.ts';
import { EmulatorMissingError, emulatorCommand } from '../emulator/src/binary.ts';
import { type LocalNetwork, startLocalNetwork } from '../emulator/src/local-network.ts';
import { describeCostModel } from '../emulator/src/mainnet-costs.ts';
import { WFLOW_ADDRESS } from '../sandbox/src/evm.ts';

const SANDBOX_ENV = {
  VITE_FLOW_NETWORK: 'local',
  VITE_FLOW_NETWORK_LABEL: 'Sandbox (simulated)',
  VITE_LOCAL_WFLOW_ADDRESS: WFLOW_ADDRESS,
};

const say = (text: string) => process.stdout.write(`${text}\n`);
const children: ChildProcess[] = [];
let emulatorNetwork: LocalNetwork | null = null;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

async function stopAll(code: number): Promise<never> {
  for (const child of children) child.kill('SIGTERM');
  await emulatorNetwork?.stop();
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

/** Whether to run the real emulator: FLOWDECK_LOCAL_NETWORK decides, else whether it is installed. */
function emulatorChosen(): boolean {
  const choice = process.env.FLOWDECK_LOCAL_NETWORK;
  if (choice === 'sandbox') return false;
  if (choice === 'emulator') return true;
  if (choice) throw new Error(`FLOWDECK_LOCAL_NETWORK is "${choice}": use sandbox or emulator`);
  try {
    emulatorCommand();
    return true;
  } catch (error) {
    if (error instanceof EmulatorMissingError) return false;
    throw error;
  }
}

async function main(): Promise<void> {
  let env: Record<string, string> = SANDBOX_ENV;
  let networkName = 'the sandbox (simulated Flow; npm run flow:install gets the real emulator)';
  if (emulatorChosen()) {
    say('Starting the real Flow emulator…');
    emulatorNetwork = await startLocalNetwork({ onProgress: (message) => say(`  ${message}`) });
    env = appEnvFor(emulatorNetwork);
    networkName = `the real Flow emulator (${emulatorNetwork.emulator.description})`;
    say(`  ${describeCostModel(emulatorNetwork.costModel)}`);
  }
  const build = run('npx', ['vite', 'build'], env);
  build.on('exit', (code) => {
    if (code !== 0) void stopAll(code ?? 1);
    const servers = [
      // The preview server computes its security headers from the same environment as the build.
      run('npx', ['vite', 'preview'], env),
      ...(emulatorNetwork ? [] : [run('npx', ['tsx', 'sandbox/src/main.ts'])]),
    ];
    for (const child of servers) child.on('exit', (exitCode) => void stopAll(exitCode ?? 1));
    say(`\nFlowdeck on ${networkName}: http://127.0.0.1:4173 (Ctrl-C stops everything)`);
    if (emulatorNetwork) {
      say('Sign in with the test wallet as Alice, Bob or Carol (public test keys only).');
    }
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  void stopAll(1);
});
