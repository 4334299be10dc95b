/**
 * The real Flow emulator with the large world (200 vaults, 500 NFTs) seeded through real
 * transactions, computation reporting on, and Flow's dev wallet signing for that world's accounts:
 * what `npm run emulator -- --fixture large` starts, on free ports. Seeding takes a minute or two.
 */
import { freeEmulatorPorts, freePort } from '../emulator/src/free-ports.ts';
import { type LocalNetwork, startLocalNetwork } from '../emulator/src/local-network.ts';

export interface LargeEmulatorWorld {
  readonly network: LocalNetwork;
  /** Starting the emulator, seeding the world and starting the wallet. */
  readonly seedSeconds: number;
}

/** Runs `use` on a freshly seeded large world, then stops the emulator and the wallet. */
export async function withLargeEmulatorWorld<T>(
  use: (world: LargeEmulatorWorld) => Promise<T>,
): Promise<T> {
  const started = Date.now();
  const network = await startLocalNetwork({
    fixture: 'large',
    ports: await freeEmulatorPorts(),
    walletPort: await freePort(),
    computationReporting: true,
  });
  try {
    return await use({ network, seedSeconds: (Date.now() - started) / 1000 });
  } finally {
    await network.stop();
  }
}
