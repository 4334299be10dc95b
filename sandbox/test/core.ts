/** An in-process SandboxCore for chain-level tests (no servers, no block timer). */
import { beforeAll, expect } from 'vitest';
import type { JsonCadence } from '../../emulator/src/json-cadence.ts';
import type { SandboxSettings } from '../../fault-proxy/src/control-client.ts';
import { type CadenceFile, loadCadenceFiles } from '../src/cadence.ts';
import { type FlowTotals, flowTotals } from '../src/conservation.ts';
import type { LedgerState } from '../src/ledger.ts';
import { defaultTransactionFees, SandboxCore } from '../src/sandbox.ts';

let files: Promise<CadenceFile[]> | null = null;

export function cadenceFiles(): Promise<CadenceFile[]> {
  files ??= loadCadenceFiles();
  return files;
}

/**
 * Parses the app's Cadence (the parser is WebAssembly, seconds) before the file's tests, so that
 * the first test does not pay for it within its timeout.
 */
export function parseCadenceBeforeAll(): void {
  beforeAll(async () => {
    await cadenceFiles();
  }, 60_000);
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
export const ERIN = '120e725050340cab';
export const DAVE = 'e03daebed8ca0615';
/** Emulator account index 9: valid on the emulator chain, not in the normal fixture. */
export const NOBODY = '045a1763c93006ca';
/** Where the fixture's EVM, FungibleToken and FlowToken contracts live. */
export const EVM = 'f8d6e0586b0a20c7';
export const FT = 'ee82856bf20e2aa6';
export const FLOW_TOKEN = '0ae53cb6e3f42a79';
/** The fixtures' issuer (emulator index 12) of SandboxUSD, SandboxKitties and the rest. */
export const ISSUER = '192440c99cb17282';
/** An EVM address nobody in the fixture owns. */
export const EOA = '0x52908400098527886e0f7030069857d2e4169ee7';

const b64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** Runs a script at the latest block: its JSON-Cadence result, undecoded. */
export function runScript(
  core: SandboxCore,
  source: string,
  args: readonly JsonCadence[],
): unknown {
  const result = core.chain.executeScript(
    b64(source),
    args.map((arg) => b64(JSON.stringify(arg))),
    core.chain.latest(),
  );
  return JSON.parse(Buffer.from(result, 'base64').toString('utf8'));
}

/** The FLOW on both VMs, for conservation checks. */
export function totalsOf(core: SandboxCore): FlowTotals {
  return flowTotals(core.ledger.state, core.ledger.contracts);
}

/** The state after a failed transaction: exactly `before`, but the proposer's key bumped. */
export function expectRolledBack(core: SandboxCore, before: LedgerState, proposer: string): void {
  const expected = structuredClone(before);
  const key = expected.accounts.find((a) => a.address === `0x${proposer}`)?.keys[0];
  if (key === undefined) throw new Error('no proposer key');
  key.sequenceNumber += 1n;
  expect(core.ledger.state).toEqual(expected);
}
