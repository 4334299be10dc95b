/**
 * get_account_storage.cdc on the sandbox, through FCL and the app's decoder: the paths each
 * world's ledger holds, page by page, and the script's pre-conditions. (The real emulator's
 * answer for the same world is compared in emulator/test/sandbox-vs-emulator.test.ts.)
 */
import type { FlowClientInstance } from '@onflow/fcl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeStoragePage,
  type StorageDomain,
  type StorageEntry,
} from '../../src/flow/cadence/scripts/get_account_storage.ts';
import type { RunningSandbox } from '../src/index.ts';
import { ALICE, DAVE, ISSUER } from './core.ts';
import { appCadence, clientFor, fclHttpError, startTestSandbox } from './helpers.ts';

const SCRIPT = appCadence('scripts/get_account_storage.cdc');
const FLOW_TOKEN = 'A.0ae53cb6e3f42a79.FlowToken.Vault';

describe('get_account_storage on the sandbox', () => {
  let sandbox: RunningSandbox;
  let fcl: FlowClientInstance;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ blockIntervalMs: 0 });
    await sandbox.control.advanceBlocks(2);
    fcl = clientFor(sandbox, 'emulator');
  });
  afterAll(async () => {
    await sandbox.close();
  });

  const query = (address: string, domain: string, offset: number, limit: number) =>
    fcl.query({
      cadence: SCRIPT,
      args: (arg, t) => [
        arg(`0x${address}`, t.Address),
        arg(domain, t.String),
        arg(String(offset), t.Int),
        arg(String(limit), t.Int),
      ],
    });

  const page = async (address: string, domain: StorageDomain, offset: number, limit: number) =>
    decodeStoragePage(await query(address, domain, offset, limit), limit);

  const line = (entry: StorageEntry) => `${entry.path} ${entry.kind} ${entry.type}`;

  it('lists Alice’s vaults, collection and COA, and the capabilities she publishes', async () => {
    expect((await page(ALICE, 'storage', 0, 100)).entries.map(line)).toEqual([
      `/storage/flowTokenVault vault ${FLOW_TOKEN}`,
      `/storage/sandboxUSDVault vault A.${ISSUER}.SandboxUSD.Vault`,
      `/storage/SandboxKittiesCollection collection A.${ISSUER}.SandboxKitties.Collection`,
      '/storage/evm coa A.f8d6e0586b0a20c7.EVM.CadenceOwnedAccount',
    ]);
    expect((await page(ALICE, 'public', 0, 100)).entries.map(line)).toEqual([
      `/public/flowTokenReceiver vault Capability<&${FLOW_TOKEN}>`,
      `/public/flowTokenBalance vault Capability<&${FLOW_TOKEN}>`,
      `/public/sandboxUSDReceiver vault Capability<&A.${ISSUER}.SandboxUSD.Vault>`,
      `/public/sandboxUSDBalance vault Capability<&A.${ISSUER}.SandboxUSD.Vault>`,
      `/public/SandboxKittiesCollection collection Capability<&A.${ISSUER}.SandboxKitties.Collection>`,
      '/public/evm coa Capability<&A.f8d6e0586b0a20c7.EVM.CadenceOwnedAccount>',
    ]);
  });

  it('pages: a window of two, and an empty page past the end with the total', async () => {
    expect(await page(ALICE, 'public', 2, 2)).toMatchObject({
      total: 6,
      entries: [{ path: '/public/sandboxUSDReceiver' }, { path: '/public/sandboxUSDBalance' }],
    });
    expect(await page(ALICE, 'storage', 4, 2)).toEqual({ total: 4, entries: [] });
  });

  it('an account without a FLOW vault stores nothing; one that does not exist neither', async () => {
    expect(await page(DAVE, 'storage', 0, 10)).toEqual({ total: 0, entries: [] });
    expect(await page('0000000000000bad', 'public', 0, 10)).toEqual({ total: 0, entries: [] });
  });

  it('fails its pre-conditions with Flow’s words', async () => {
    const failure = async (domain: string, offset: number, limit: number) =>
      fclHttpError(await query(ALICE, domain, offset, limit).catch((e: unknown) => e)).errorMessage;
    expect(await failure('private', 0, 10)).toContain(
      'error: pre-condition failed: domain must be storage or public\n',
    );
    expect(await failure('storage', -1, 10)).toContain(
      'error: pre-condition failed: offset must not be negative\n',
    );
    expect(await failure('storage', 0, 201)).toContain(
      'error: pre-condition failed: limit must be between 1 and 200\n',
    );
  });
});
