/**
 * The four sites the benchmark loads, built and served: the app for the emulator-chain sandbox
 * and for the testnet-chain sandbox, and the reference pages.
 */
import { WFLOW_ADDRESS } from '../sandbox/src/evm.ts';
import type { RunningSandbox } from '../sandbox/src/index.ts';
import { type Built, buildApp, buildFixture, PROJECT_ROOT } from './builds.ts';
import { type Served, serve } from './serve.ts';

interface Site extends Built {
  readonly url: string;
}

export interface Sites {
  readonly app: Site;
  readonly appTestnet: Site;
  readonly reactOnly: Site;
  readonly minimalFcl: Site;
  close(): Promise<void>;
}

async function aliceOf(sandbox: RunningSandbox): Promise<string> {
  const alice = (await sandbox.control.accounts()).find((account) => account.label === 'Alice');
  if (alice === undefined) throw new Error('no Alice in the fixture');
  return alice.address;
}

/**
 * The app as `npm start` builds it (scripts/start.ts), pointed at the bench's emulator-chain
 * sandbox; its header's Testnet is the testnet-chain sandbox, as in the journeys' build
 * (playwright.config.ts), so that a network switch stays on this machine.
 */
export function appBuildEnv(
  local: RunningSandbox,
  testnet: RunningSandbox,
): Record<string, string> {
  return {
    VITE_FLOW_NETWORK: 'local',
    VITE_FLOW_NETWORK_LABEL: 'Sandbox (simulated)',
    VITE_LOCAL_WFLOW_ADDRESS: WFLOW_ADDRESS,
    VITE_FLOW_ACCESS_NODE: local.accessNodeUrl,
    VITE_FLOW_DISCOVERY_WALLET: `${local.walletUrl}/fcl/authn`,
    VITE_FLOW_TESTNET_ACCESS_NODE: testnet.accessNodeUrl,
    VITE_FLOW_TESTNET_DISCOVERY_WALLET: `${testnet.walletUrl}/fcl/authn`,
  };
}

/** Builds one after another (Vite reads the environment of the process), then serves all. */
export async function buildAndServe(
  local: RunningSandbox,
  testnet: RunningSandbox,
): Promise<Sites> {
  const app = await buildApp('app', appBuildEnv(local, testnet));
  // As the browser journeys' WebSocket build (playwright.config.ts).
  const appTestnet = await buildApp('app-ws', {
    VITE_FLOW_NETWORK: 'testnet',
    VITE_FLOW_NETWORK_LABEL: 'Sandbox testnet (simulated)',
    VITE_FLOW_ACCESS_NODE: testnet.accessNodeUrl,
    VITE_FLOW_DISCOVERY_WALLET: `${testnet.walletUrl}/fcl/authn`,
  });
  const reactOnly = await buildFixture('react-only');
  const minimalFcl = await buildFixture('minimal-fcl', {
    VITE_BENCH_ACCESS_NODE: local.accessNodeUrl,
    VITE_BENCH_WALLET: `${local.walletUrl}/fcl/authn`,
    VITE_BENCH_ADDRESS: await aliceOf(local),
  });

  const servers: Served[] = [];
  const close = async () => void (await Promise.all(servers.map((server) => server.close())));
  const served = async (built: Built): Promise<Site> => {
    const server = await serve(PROJECT_ROOT, built.outDir);
    servers.push(server);
    return { ...built, url: server.url };
  };
  try {
    return {
      app: await served(app),
      appTestnet: await served(appTestnet),
      reactOnly: await served(reactOnly),
      minimalFcl: await served(minimalFcl),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
