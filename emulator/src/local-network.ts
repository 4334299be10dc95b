/**
 * The real local network in one call: the Flow emulator, the seeded world, and Flow's dev wallet
 * signing for that world's accounts. `npm start`, `npm run emulator`, the browser journeys on the
 * emulator and the bench start it this way.
 */
import { FIXTURES, type FixtureName } from '../../sandbox/fixtures/index.ts';
import { EmulatorChain } from './chain.ts';
import { type RunningDevWallet, registerWithDevWallet, startDevWallet } from './dev-wallet.ts';
import { emulatorWorld } from './emulator-world.ts';
import { applyMainnetCosts, type CostModel, DEFAULT_COST_MODEL } from './mainnet-costs.ts';
import { type SeededWorld, seedWorld } from './seed.ts';
import {
  DEFAULT_PORTS,
  type EmulatorOptions,
  type RunningEmulator,
  startEmulator,
} from './start-emulator.ts';

export interface LocalNetworkOptions extends EmulatorOptions {
  readonly fixture?: FixtureName;
  /** The wallet's port (default 8701, as `flow dev-wallet`). */
  readonly walletPort?: number;
  readonly onProgress?: (message: string) => void;
}

export interface LocalNetwork {
  readonly emulator: RunningEmulator;
  readonly costModel: CostModel;
  readonly wallet: RunningDevWallet;
  readonly world: SeededWorld;
  stop(): Promise<void>;
}

export async function startLocalNetwork(options: LocalNetworkOptions = {}): Promise<LocalNetwork> {
  const fixture = options.fixture ?? 'normal';
  const costModel = options.costModel ?? DEFAULT_COST_MODEL;
  const say = options.onProgress ?? (() => {});
  const emulator = await startEmulator({
    ...options,
    costModel,
    ports: options.ports ?? DEFAULT_PORTS,
  });
  say(`${emulator.description} is serving ${emulator.accessNodeUrl}`);
  try {
    const started = Date.now();
    const chain = new EmulatorChain(emulator.accessNodeUrl);
    const world = await seedWorld(chain, emulatorWorld(FIXTURES[fixture]), say);
    // Last, as deploying the wallet's contract creates an account.
    await registerWithDevWallet(chain, world.accounts);
    say(`seeded the ${fixture} world in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Mainnet's costs come after seeding: the world is built under the emulator's own weights
    // (under mainnet's, minting a large world's NFTs 50 to a transaction could pass the 9999
    // compute limit, and every seeding transaction would pay mainnet's fees).
    if (costModel === 'mainnet') {
      await applyMainnetCosts(chain);
      say("set mainnet's execution-effort weights and fee parameters on chain");
    }
    const wallet = await startDevWallet({
      port: options.walletPort ?? 8701,
      accessNodeUrl: emulator.accessNodeUrl,
    });
    return {
      emulator,
      costModel,
      wallet,
      world,
      stop: async () => {
        await wallet.close();
        await emulator.stop();
      },
    };
  } catch (error) {
    await emulator.stop();
    throw error;
  }
}
