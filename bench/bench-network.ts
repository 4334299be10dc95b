/**
 * The bench's network, as the browser journeys' (emulator/src/e2e-server.ts) on free ports: the
 * real Flow emulator with the normal world and Flow's dev wallet (startLocalNetwork), the fault
 * proxy in front of its REST API and `/v1/ws` as the app's access node (its request log is what
 * the bench counts), and for the app's Testnet a second fault proxy and dev wallet on the same
 * emulator, at origins of their own, the proxy saying `flow-testnet`.
 */
import { appEnvFor } from '../emulator/src/app-env.ts';
import { startDevWallet } from '../emulator/src/dev-wallet.ts';
import { freeEmulatorPorts, freePort } from '../emulator/src/free-ports.ts';
import { type LocalNetwork, startLocalNetwork } from '../emulator/src/local-network.ts';
import { connectFaultProxy, type FaultProxyControl } from '../fault-proxy/src/control.ts';
import { type RunningFaultProxy, startFaultProxy } from '../fault-proxy/src/fault-proxy.ts';

/** An access node the app talks to: a fault proxy, and its control (faults, request log). */
export interface AccessNode {
  readonly url: string;
  readonly control: FaultProxyControl;
}

export interface BenchNetwork {
  readonly local: LocalNetwork;
  /** The app's local access node: the fault proxy in front of the emulator. */
  readonly node: AccessNode;
  /** The app's Testnet: the same emulator behind its own proxy and dev wallet. */
  readonly testnet: AccessNode & { readonly walletUrl: string };
  /** The app's build settings, as the journeys' emulator build (e2e-server.ts). */
  readonly appEnv: Readonly<Record<string, string>>;
  close(): Promise<void>;
}

export interface BenchNetworkOptions {
  /** Keep worlds as emulator snapshots (LocalNetwork.seedSnapshot). */
  readonly snapshots?: boolean;
  readonly computationReporting?: boolean;
}

async function accessNode(proxy: RunningFaultProxy): Promise<AccessNode> {
  const control = connectFaultProxy(proxy.url);
  await control.clearRequests();
  return { url: proxy.url, control };
}

/** Starts everything on free ports; `close` stops it all. */
export async function startBenchNetwork(options: BenchNetworkOptions = {}): Promise<BenchNetwork> {
  const stops: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  try {
    const local = await startLocalNetwork({
      ports: await freeEmulatorPorts(),
      walletPort: await freePort(),
      ...options,
    });
    stops.push(() => local.stop());
    const target = local.emulator.accessNodeUrl;
    const proxy = await startFaultProxy({ target });
    stops.push(() => proxy.close());
    const testnetProxy = await startFaultProxy({ target });
    stops.push(() => testnetProxy.close());
    const testnetWallet = await startDevWallet({
      port: await freePort(),
      accessNodeUrl: target,
    });
    stops.push(() => testnetWallet.close());
    const testnet = await accessNode(testnetProxy);
    // No testnet-chain node runs here (e2e/ports.ts): this proxy answers for one.
    await testnet.control.failRoute('/v1/network/parameters', {
      status: 200,
      body: JSON.stringify({ chain_id: 'flow-testnet' }),
    });
    return {
      local,
      node: await accessNode(proxy),
      testnet: { ...testnet, walletUrl: testnetWallet.walletUrl },
      appEnv: {
        ...appEnvFor(local),
        VITE_FLOW_ACCESS_NODE: proxy.url,
        VITE_FLOW_TESTNET_ACCESS_NODE: testnetProxy.url,
        VITE_FLOW_TESTNET_DISCOVERY_WALLET: `${testnetWallet.walletUrl}/fcl/authn`,
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
