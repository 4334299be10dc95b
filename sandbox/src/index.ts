/** Programmatic API: start a sandbox (access node + wallet) on loopback. */

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FixtureName, SandboxControl } from '../../fault-proxy/src/control-client.ts';
import { createWalletServer } from '../../test-wallet/src/wallet.ts';
import { isFixtureName } from '../../worlds/index.ts';
import type { FixtureDefinition } from '../../worlds/types.ts';
import { createAccessServer } from './access.ts';
import { loadCadenceFiles } from './cadence.ts';
import { isSandboxChainId, type SandboxChainId } from './ledger.ts';
import { defaultTransactionFees, SandboxCore } from './sandbox.ts';
import { sandboxWalletHost } from './sandbox-wallet-host.ts';

export {
  connectSandboxControl,
  type SandboxControl,
} from '../../fault-proxy/src/control-client.ts';
export type { RequestLogEntry } from '../../fault-proxy/src/http.ts';

export interface SandboxOptions {
  /** Access node port (default 8888; 0 = a random free port). */
  accessPort?: number;
  /** Wallet port (default 8701; 0 = a random free port). */
  walletPort?: number;
  host?: string;
  chainId?: SandboxChainId;
  blockIntervalMs?: number;
  expiryBlocks?: number;
  fixture?: FixtureName;
  /** Charge transaction fees (default: false on flow-emulator, true on flow-testnet). */
  transactionFees?: boolean;
  /** The world of a fixture: by default the fixture itself (the emulator's is shifted). */
  worldOf?: (name: FixtureName) => FixtureDefinition;
}

export interface RunningSandbox {
  accessNodeUrl: string;
  walletUrl: string;
  control: SandboxControl;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

function urlFor(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const fixture = options.fixture ?? 'normal';
  if (!isFixtureName(fixture)) throw new Error(`unknown fixture ${String(fixture)}`);
  const chainId = options.chainId ?? 'flow-emulator';
  if (!isSandboxChainId(chainId)) throw new Error(`unsupported chain id ${String(chainId)}`);
  const cadenceFiles = await loadCadenceFiles();
  const core = new SandboxCore(
    {
      chainId,
      blockIntervalMs: options.blockIntervalMs ?? 800,
      expiryBlocks: options.expiryBlocks ?? 600,
      fixture,
      walletDefaultAccount: null,
      transactionFees: options.transactionFees ?? defaultTransactionFees(chainId),
    },
    cadenceFiles,
    undefined,
    options.worldOf,
  );
  let walletUrl = '';
  const access = createAccessServer(core);
  const wallet = createWalletServer(sandboxWalletHost(core), () => walletUrl);
  const accessPort = await listen(access, options.accessPort ?? 8888, host);
  let walletPort: number;
  try {
    walletPort = await listen(wallet, options.walletPort ?? 8701, host);
  } catch (error) {
    await closeServer(access);
    throw error;
  }
  walletUrl = urlFor(host, walletPort);
  core.startBlocks();
  return {
    accessNodeUrl: urlFor(host, accessPort),
    walletUrl,
    control: core.control(),
    async close() {
      core.stopBlocks();
      core.ws?.dropAll();
      await Promise.all([closeServer(access), closeServer(wallet)]);
    },
  };
}
