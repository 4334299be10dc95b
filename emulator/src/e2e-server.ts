/**
 * The browser journeys' real network (playwright.config.ts starts it): the Flow emulator on the
 * suite's ports, seeded and snapshotted, Flow's dev wallet, the fault proxy in front of its REST
 * API, and a production build of the app on the proxy served by `vite preview` (production
 * headers), until the suite stops it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  E2E_BUILD_DIRS,
  E2E_EMULATOR_SNAPSHOT,
  E2E_EMULATOR_WORLD_FILE,
  E2E_PORTS,
} from '../../e2e/ports.ts';
import { startFaultProxy } from '../../fault-proxy/src/fault-proxy.ts';
import { appEnvFor } from './app-env.ts';
import { startLocalNetwork } from './local-network.ts';
import { publicWorld } from './seed.ts';
import { createSnapshot } from './snapshots.ts';

const say = (text: string) => process.stdout.write(`[emulator e2e] ${text}\n`);

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawn('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

const network = await startLocalNetwork({
  ports: {
    rest: E2E_PORTS.emulatorRest,
    grpc: E2E_PORTS.emulatorGrpc,
    admin: E2E_PORTS.emulatorAdmin,
    debugger: E2E_PORTS.emulatorDebugger,
  },
  walletPort: E2E_PORTS.emulatorWallet,
  snapshots: true,
  onProgress: say,
});
await createSnapshot(network.emulator.adminUrl, E2E_EMULATOR_SNAPSHOT);
const proxy = await startFaultProxy({
  target: network.emulator.accessNodeUrl,
  port: E2E_PORTS.emulatorAccessNode,
});
mkdirSync(dirname(E2E_EMULATOR_WORLD_FILE), { recursive: true });
writeFileSync(E2E_EMULATOR_WORLD_FILE, JSON.stringify(publicWorld(network.world)));

const env = { ...appEnvFor(network), VITE_FLOW_ACCESS_NODE: proxy.url };
const dist = E2E_BUILD_DIRS.emulatorApp;
let preview: ChildProcess | null = null;
const stop = async (code: number) => {
  preview?.kill('SIGTERM');
  await proxy.close();
  await network.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

const build = run(['vite', 'build', '--outDir', dist, '--emptyOutDir'], env);
build.on('exit', (code) => {
  if (code !== 0) {
    void stop(code ?? 1);
    return;
  }
  preview = run(
    ['vite', 'preview', '--outDir', dist, '--port', String(E2E_PORTS.emulatorApp), '--strictPort'],
    env,
  );
  preview.on('exit', (exitCode) => void stop(exitCode ?? 1));
});
