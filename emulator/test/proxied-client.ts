/**
 * The fault proxy in front of a seeded emulator, and the app's FlowClient through it: for the
 * suites that read which requests the app sent, or break the node's answers.
 */
import type { SdkTransport } from '@onflow/typedefs';
import { connectFaultProxy, type FaultProxyControl } from '../../fault-proxy/src/control.ts';
import { startFaultProxy } from '../../fault-proxy/src/fault-proxy.ts';
import { createFclFlowClient } from '../../src/flow/client/fcl-client.ts';
import type { FlowClient } from '../../src/flow/client/flow-client.ts';
import { MemoryStorage } from '../../src/flow/client/testing/memory-storage.ts';
import { createFlowConfig } from '../../src/flow/config.ts';
import type { FlowNetwork } from '../../src/flow/networks.ts';
import { localAuthz } from '../src/local-signer.ts';
import type { SeededAccount } from '../src/seed.ts';
import { EMULATOR_TRANSACTION_EXPIRY_BLOCKS } from '../src/start-emulator.ts';
import type { SeededEmulator } from './seeded-emulator.ts';

export interface ProxiedNode {
  /** The proxy's URL: the access node the clients below use. */
  readonly url: string;
  readonly control: FaultProxyControl;
  /** The app's FlowClient at the proxy, signing as `signer` (or unable to sign). */
  client(options?: {
    readonly network?: FlowNetwork;
    readonly signer?: SeededAccount;
    readonly transport?: SdkTransport;
  }): FlowClient;
  close(): Promise<void>;
}

/**
 * A fault proxy of its own in front of `seeded`'s emulator. FCL caches a node's chain per URL
 * for the whole process, so a suite counting chain lookups needs a fresh proxy for each test.
 */
export async function proxyInFrontOf(seeded: SeededEmulator): Promise<ProxiedNode> {
  const proxy = await startFaultProxy({
    target: seeded.emulator.accessNodeUrl,
    transactionExpiryBlocks: EMULATOR_TRANSACTION_EXPIRY_BLOCKS,
  });
  return {
    url: proxy.url,
    control: connectFaultProxy(proxy.url),
    client: ({ network = 'local', signer, transport } = {}) =>
      createFclFlowClient(
        createFlowConfig(network, { accessNodeUrl: proxy.url }),
        new MemoryStorage(),
        {
          ...(signer && { authorization: localAuthz(signer) }),
          ...(transport && { transport }),
        },
      ),
    close: () => proxy.close(),
  };
}
