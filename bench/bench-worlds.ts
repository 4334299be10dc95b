/**
 * The hostile and large worlds, seeded on the bench's emulator beside the normal one and kept as
 * snapshots, as the journeys keep them (emulator/src/e2e-server.ts): one build of the app reads
 * every world, and a measure enters the world it reads. The large world takes a minute or two.
 */
import type { LocalNetwork } from '../emulator/src/local-network.ts';
import type { SeededWorld } from '../emulator/src/seed.ts';
import { jumpToSnapshot } from '../emulator/src/snapshots.ts';
import type { RunningEmulator } from '../emulator/src/start-emulator.ts';

type SnapshotWorld = 'hostile' | 'large';

export interface BenchWorld {
  readonly name: SnapshotWorld;
  readonly emulator: RunningEmulator;
  readonly world: SeededWorld;
  /** Seeding it and keeping it as a snapshot. */
  readonly seedSeconds: number;
}

export type BenchWorlds = Readonly<Record<SnapshotWorld, BenchWorld>>;

/** Seeds each world as a snapshot; the chain is back on the normal world afterwards. */
export async function seedBenchWorlds(network: LocalNetwork): Promise<BenchWorlds> {
  const seed = async (name: SnapshotWorld): Promise<BenchWorld> => {
    const started = Date.now();
    const world = await network.seedSnapshot(name);
    return { name, emulator: network.emulator, world, seedSeconds: (Date.now() - started) / 1000 };
  };
  return { hostile: await seed('hostile'), large: await seed('large') };
}

/**
 * Makes the world the chain's live state. Its measures only read, so the snapshot itself goes
 * live rather than a copy (copying the hostile world takes seconds and 1.7 GB).
 */
export const enterWorld = ({ emulator, name }: BenchWorld): Promise<void> =>
  jumpToSnapshot(emulator.adminUrl, name);
