/**
 * The three sites the benchmark loads, built and served: the app on the bench's emulator (its
 * access node the fault proxy, its Testnet the second proxy: bench-network.ts), and the
 * reference pages.
 */
import type { BenchNetwork } from './bench-network.ts';
import { type Built, buildApp, buildFixture, PROJECT_ROOT } from './builds.ts';
import { type Served, serve } from './serve.ts';

interface Site extends Built {
  readonly url: string;
}

export interface Sites {
  readonly app: Site;
  readonly reactOnly: Site;
  readonly minimalFcl: Site;
  close(): Promise<void>;
}

function aliceOf(network: BenchNetwork): string {
  const alice = network.local.world.accounts.find((account) => account.label === 'Alice');
  if (alice === undefined) throw new Error('no Alice in the normal world');
  return alice.address;
}

/** Builds one after another (Vite reads the environment of the process), then serves all. */
export async function buildAndServe(network: BenchNetwork): Promise<Sites> {
  const app = await buildApp('app', network.appEnv);
  const reactOnly = await buildFixture('react-only');
  const minimalFcl = await buildFixture('minimal-fcl', {
    VITE_BENCH_ACCESS_NODE: network.node.url,
    VITE_BENCH_WALLET: `${network.local.wallet.walletUrl}/fcl/authn`,
    VITE_BENCH_ADDRESS: aliceOf(network),
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
      reactOnly: await served(reactOnly),
      minimalFcl: await served(minimalFcl),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
