/**
 * The browser journeys' real network (playwright.config.ts starts it): the Flow emulator on the
 * suite's ports with the normal, hostile and large worlds, each seeded and kept as a snapshot,
 * Flow's dev wallet, the fault proxy in front of its REST API, and a production build of the app
 * on the proxy served by `vite preview` (production headers), until the suite stops it. Beside
 * them, for the journeys of a wallet that misbehaves, the project's own wallet signing for the
 * same accounts (test-wallet.ts) and a second build of the app that discovers it; and for the
 * builds' Testnet, a second fault proxy and dev wallet on the same emulator, at their own origins.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';
import {
  E2E_BUILD_DIRS,
  E2E_EMULATOR_LOG_FILE,
  E2E_EMULATOR_TEST_WALLET_URLS,
  E2E_EMULATOR_WORLDS_FILE,
  E2E_PORTS,
  E2E_TESTNET_URLS,
} from '../../e2e/ports.ts';
import { startFaultProxy } from '../../fault-proxy/src/fault-proxy.ts';
import { startHistoryStandIn } from '../../history-stand-in/src/stand-in.ts';
import { startTestWallet } from '../../test-wallet/src/test-wallet.ts';
import { appEnvFor } from './app-env.ts';
import { startDevWallet } from './dev-wallet.ts';
import { startLocalNetwork } from './local-network.ts';
import { publicWorld } from './seed.ts';
import { EMULATOR_TRANSACTION_EXPIRY_BLOCKS } from './start-emulator.ts';

const MAPPINGS_NEEDED = 262_144;

const say = (text: string) => process.stdout.write(`[emulator e2e] ${text}\n`);

function run(args: string[], env: Record<string, string>): ChildProcess {
  return spawn('npx', args, { stdio: 'inherit', env: { ...process.env, ...env } });
}

// Linux's default limit of memory mappings per process is too low for the three worlds' snapshots
// (docs/testing.md): say so before a journey finds out.
const MAPPING_LIMIT_FILE = '/proc/sys/vm/max_map_count';
const mappingLimit = existsSync(MAPPING_LIMIT_FILE)
  ? Number(readFileSync(MAPPING_LIMIT_FILE, 'utf8'))
  : Number.POSITIVE_INFINITY;
if (mappingLimit < MAPPINGS_NEEDED) {
  process.stderr.write(
    `[emulator e2e] vm.max_map_count is ${mappingLimit}: the emulator may die reading the hostile world; raise it with sudo sysctl -w vm.max_map_count=${MAPPINGS_NEEDED}\n`,
  );
}
mkdirSync(dirname(E2E_EMULATOR_LOG_FILE), { recursive: true });
rmSync(E2E_EMULATOR_LOG_FILE, { force: true });
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
  // The emulator's own log, for when a journey fails on its side.
  onLog: (line) => appendFileSync(E2E_EMULATOR_LOG_FILE, `${line}\n`),
});
const proxy = await startFaultProxy({
  target: network.emulator.accessNodeUrl,
  port: E2E_PORTS.emulatorAccessNode,
  transactionExpiryBlocks: EMULATOR_TRANSACTION_EXPIRY_BLOCKS,
});
const testWallet = await startTestWallet({
  port: E2E_PORTS.emulatorTestWallet,
  accounts: network.world.accounts,
  accessNodeUrl: network.emulator.accessNodeUrl,
});
// The builds' Testnet (E2E_TESTNET_URLS), for the journey that switches networks: the same
// emulator behind a second fault proxy and a second dev wallet, each at its own origin, so the
// production CSP is tested across origins. The journey makes that proxy say flow-testnet.
const testnetProxy = await startFaultProxy({
  target: network.emulator.accessNodeUrl,
  port: E2E_PORTS.testnetAccessNode,
});
const testnetWallet = await startDevWallet({
  port: E2E_PORTS.testnetWallet,
  accessNodeUrl: network.emulator.accessNodeUrl,
});
const historyStandIn = await startHistoryStandIn({ port: E2E_PORTS.historyStandIn });
const env = {
  ...appEnvFor(network),
  VITE_FLOW_ACCESS_NODE: proxy.url,
  // The emulator has no experimental account history (404: not offered there); the indexer and
  // the explorer are the stand-in's.
  VITE_FLOW_LOCAL_HISTORY_SOURCES: [
    'access-node',
    `indexer=${historyStandIn.url}/indexer`,
    `blockscout=${historyStandIn.url}/blockscout`,
  ].join(','),
  VITE_FLOW_TESTNET_ACCESS_NODE: E2E_TESTNET_URLS.accessNode,
  VITE_FLOW_TESTNET_DISCOVERY_WALLET: `${E2E_TESTNET_URLS.wallet}/fcl/authn`,
};
const testWalletEnv = {
  ...env,
  VITE_FLOW_DISCOVERY_WALLET: `${E2E_EMULATOR_TEST_WALLET_URLS.wallet}/fcl/authn`,
};
const dist = E2E_BUILD_DIRS.emulatorApp;
const testWalletDist = E2E_BUILD_DIRS.emulatorTestWalletApp;
const previews: ChildProcess[] = [];
const stop = async (code: number) => {
  for (const preview of previews) preview.kill('SIGTERM');
  await testWallet.close();
  await proxy.close();
  await testnetWallet.close();
  await testnetProxy.close();
  await historyStandIn.close();
  await network.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// The app builds while the other worlds are seeded (its settings come from the normal world),
// one build after the other: the machine's cores are seeding too.
const build = (outDir: string, buildEnv: Record<string, string>) =>
  new Promise<number | null>((resolve) =>
    run(['vite', 'build', '--outDir', outDir, '--emptyOutDir'], buildEnv).on('exit', resolve),
  );
const built = build(dist, env).then((code) =>
  code === 0 ? build(testWalletDist, testWalletEnv) : code,
);
const worlds = await (async () => {
  try {
    return {
      normal: network.world,
      hostile: await network.seedSnapshot('hostile'),
      large: await network.seedSnapshot('large'),
    };
  } catch (error) {
    process.stderr.write(`[emulator e2e] seeding failed: ${String(error)}\n`);
    return stop(1);
  }
})();
mkdirSync(dirname(E2E_EMULATOR_WORLDS_FILE), { recursive: true });
writeFileSync(
  E2E_EMULATOR_WORLDS_FILE,
  JSON.stringify(
    Object.fromEntries(Object.entries(worlds).map(([name, world]) => [name, publicWorld(world)])),
  ),
);
const buildExit = await built;
if (buildExit !== 0) {
  await stop(buildExit ?? 1);
} else {
  // The suite waits for the first app's port, so the second app starts first.
  for (const [outDir, port, previewEnv] of [
    [testWalletDist, E2E_PORTS.emulatorTestWalletApp, testWalletEnv],
    [dist, E2E_PORTS.emulatorApp, env],
  ] as const) {
    const preview = run(
      ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
      previewEnv,
    );
    preview.on('exit', (exitCode) => void stop(exitCode ?? 1));
    previews.push(preview);
  }
}
