/**
 * Vitest's global setup for the emulator suites: the normal world seeded once, under mainnet's
 * costs, into a folder the emulator keeps its state in. Each suite that asks for that world starts
 * its own emulator from a copy of the folder (startSeededEmulator): under a second, where seeding
 * takes half a minute of the machine's two cores.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { FIXTURES } from '../../worlds/index.ts';
import { EmulatorChain } from '../src/chain.ts';
import { emulatorWorld } from '../src/emulator-world.ts';
import { startEmulatorOnFreePorts } from '../src/free-ports.ts';
import { applyMainnetCosts } from '../src/mainnet-costs.ts';
import { type SeededWorld, seedWorld } from '../src/seed.ts';

export interface SeededNormalWorld {
  /** The emulator's state folder, to be copied, never started from itself. */
  readonly stateDir: string;
  readonly world: SeededWorld;
}

declare module 'vitest' {
  export interface ProvidedContext {
    seededNormalWorld: SeededNormalWorld;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'flowdeck-normal-world-'));
  const stateDir = join(dir, 'state');
  const emulator = await startEmulatorOnFreePorts({ costModel: 'mainnet', stateDir });
  try {
    const chain = new EmulatorChain(emulator.accessNodeUrl);
    const world = await seedWorld(chain, emulatorWorld(FIXTURES.normal));
    await applyMainnetCosts(chain);
    project.provide('seededNormalWorld', { stateDir, world });
  } finally {
    await emulator.stop();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
