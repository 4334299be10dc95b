/** The bench's sandboxes: each on free ports, never those of `npm start` or the journeys. */
import { type RunningSandbox, startSandbox } from '../sandbox/src/index.ts';

export type BenchChain = 'flow-emulator' | 'flow-testnet';

/** The app's local network (emulator chain) and its testnet, each on its own sandbox. */
export function startBenchSandbox(chainId: BenchChain): Promise<RunningSandbox> {
  return startSandbox({ accessPort: 0, walletPort: 0, blockIntervalMs: 300, chainId });
}
