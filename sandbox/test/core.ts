/** An in-process SandboxCore for chain-level tests (no servers, no block timer). */
import { type CadenceFile, loadCadenceFiles } from '../src/cadence.ts';
import type { SandboxSettings } from '../src/control.ts';
import { defaultTransactionFees, SandboxCore } from '../src/sandbox.ts';

let files: Promise<CadenceFile[]> | null = null;

export function cadenceFiles(): Promise<CadenceFile[]> {
  files ??= loadCadenceFiles();
  return files;
}

export async function makeCore(settings: Partial<SandboxSettings> = {}): Promise<SandboxCore> {
  const chainId = settings.chainId ?? 'flow-emulator';
  const core = new SandboxCore(
    {
      chainId,
      blockIntervalMs: 0,
      expiryBlocks: 10,
      fixture: 'normal',
      walletDefaultAccount: null,
      ...settings,
      transactionFees: settings.transactionFees ?? defaultTransactionFees(chainId),
    },
    await cadenceFiles(),
  );
  core.chain.advance();
  return core;
}

export const ALICE = '01cf0e2f2f715450';
export const BOB = '179b6b1cb6755e31';
export const CAROL = 'f3fcd2c1a78f5eee';
export const DAVE = 'e03daebed8ca0615';
/** Emulator account index 9: valid on the emulator chain, not in the normal fixture. */
export const NOBODY = '045a1763c93006ca';
