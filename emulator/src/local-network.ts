/**
 * The real local network in one call: the Flow emulator, the seeded world, and Flow's dev wallet
 * signing for that world's accounts. `npm start`, `npm run emulator`, the browser journeys on the
 * emulator and the bench start it this way.
 */
import { FIXTURES, type FixtureName } from '../../worlds/index.ts';
import { EmulatorChain } from './chain.ts';
import { type RunningDevWallet, registerWithDevWallet, startDevWallet } from './dev-wallet.ts';
import { emulatorWorld } from './emulator-world.ts';
import { applyMainnetCosts, type CostModel, DEFAULT_COST_MODEL } from './mainnet-costs.ts';
import { type SeededWorld, seedWorld } from './seed.ts';
import { createSnapshot, restoreSnapshot } from './snapshots.ts';
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
  /**
   * With `snapshots`: seeds the world `name` on the chain as the emulator started, keeps it as a
   * snapshot named after it, and returns the chain to `fixture`'s world (kept as a snapshot
   * named after that fixture). Every world holds its accounts at the same addresses.
   */
  seedSnapshot(name: FixtureName): Promise<SeededWorld>;
  stop(): Promise<void>;
}

/** The emulator's state as it started, which every snapshot world is seeded on. */
const FRESH_CHAIN = 'fresh-chain';

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
    const chain = new EmulatorChain(emulator.accessNodeUrl);
    const seed = async (name: FixtureName): Promise<SeededWorld> => {
      const started = Date.now();
      const seeded = await seedWorld(chain, emulatorWorld(FIXTURES[name]), say);
      // Last, as deploying the wallet's contract creates an account.
      await registerWithDevWallet(chain, seeded.accounts);
      say(`seeded the ${name} world in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      // Mainnet's costs come after seeding: the world is built under the emulator's own weights
      // (under mainnet's, minting a large world's NFTs 50 to a transaction could pass the 9999
      // compute limit, and every seeding transaction would pay mainnet's fees).
      if (costModel === 'mainnet') {
        await applyMainnetCosts(chain);
        say("set mainnet's execution-effort weights and fee parameters on chain");
      }
      return seeded;
    };
    if (options.snapshots) await createSnapshot(emulator.adminUrl, FRESH_CHAIN);
    const world = await seed(fixture);
    if (options.snapshots) await createSnapshot(emulator.adminUrl, fixture);
    const seedSnapshot = async (name: FixtureName): Promise<SeededWorld> => {
      if (!options.snapshots) throw new Error('seedSnapshot needs an emulator with snapshots');
      await restoreSnapshot(emulator.adminUrl, FRESH_CHAIN);
      const seeded = await seed(name);
      await createSnapshot(emulator.adminUrl, name);
      await restoreSnapshot(emulator.adminUrl, fixture);
      return seeded;
    };
    const wallet = await startDevWallet({
      port: options.walletPort ?? 8701,
      accessNodeUrl: emulator.accessNodeUrl,
    });
    return {
      emulator,
      costModel,
      wallet,
      world,
      seedSnapshot,
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
