/**
 * The script runner's examples (src/flow/cadence/scripts/examples/) against the sandbox's
 * handlers, on every fixture: each result is computed from the ledger the test reads itself.
 */
import { describe, expect, it } from 'vitest';
import type { JsonCadence } from '../../emulator/src/json-cadence.ts';
import { HttpError } from '../../fault-proxy/src/errors.ts';
import { availableBalance, storageCapacity } from '../src/ledger.ts';
import type { SandboxCore } from '../src/sandbox.ts';
import {
  ALICE,
  BOB,
  DAVE,
  ISSUER,
  makeCore,
  NOBODY,
  parseCadenceBeforeAll,
  runScript,
} from './core.ts';
import { appCadence, isRecord } from './helpers.ts';

parseCadenceBeforeAll();

const example = (name: string): string => appCadence(`scripts/examples/${name}.cdc`);
const FLOW_BALANCE = example('flow_balance');
const FLOW_BALANCES = example('flow_balances');
const ACCOUNT_STORAGE = example('account_storage');
const COA_ADDRESS = example('coa_address');
const NFT_IDS = example('nft_ids');
const NFT_DISPLAY = example('nft_display');
const CURRENT_BLOCK = example('current_block');

const address = (hex: string): JsonCadence => ({ type: 'Address', value: `0x${hex}` });
const string = (value: string): JsonCadence => ({ type: 'String', value });
const uint64 = (value: number | string): JsonCadence => ({ type: 'UInt64', value: String(value) });
const ufix64Text = (units: bigint): string =>
  `${units / 100_000_000n}.${(units % 100_000_000n).toString().padStart(8, '0')}`;

function fields(value: unknown): Record<string, unknown> {
  if (!isRecord(value) || value.type !== 'Struct' || !isRecord(value.value)) {
    throw new Error(`expected a Struct, got ${JSON.stringify(value)}`);
  }
  const list = Array.isArray(value.value.fields) ? value.value.fields : [];
  return Object.fromEntries(
    list.map((entry: unknown) =>
      isRecord(entry) ? [String(entry.name), entry.value] : ['?', null],
    ),
  );
}

function scriptError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
  throw new Error('expected the script to fail');
}

/** The fixture's user accounts (not the system ones), as 16 hex digits. */
function userAccounts(core: SandboxCore): string[] {
  return [ALICE, BOB, ISSUER, DAVE].filter((hex) => core.ledger.account(`0x${hex}`) !== undefined);
}

describe.each(['normal', 'hostile', 'large'] as const)(
  'the examples on the %s fixture',
  (fixture) => {
    it('FLOW balance and balances match the ledger', async () => {
      const core = await makeCore({ fixture });
      for (const hex of userAccounts(core)) {
        const vault = core.ledger.account(`0x${hex}`)?.flowVault;
        if (vault?.balanceCapability) {
          expect(runScript(core, FLOW_BALANCE, [address(hex)])).toEqual({
            type: 'UFix64',
            value: ufix64Text(vault.balance),
          });
        } else {
          expect(scriptError(() => runScript(core, FLOW_BALANCE, [address(hex)]))).toMatch(
            /panic: Could not borrow a FLOW balance reference for 0x/,
          );
        }
      }
      const accounts = userAccounts(core);
      const result = runScript(core, FLOW_BALANCES, [
        { type: 'Array', value: [...accounts, ALICE].map(address) },
        { type: 'Optional', value: null },
      ]);
      expect(result).toEqual({
        type: 'Dictionary',
        value: accounts.map((hex) => ({
          key: address(hex),
          value: {
            type: 'UFix64',
            value: ufix64Text(
              core.ledger.account(`0x${hex}`)?.flowVault?.balanceCapability
                ? (core.ledger.account(`0x${hex}`)?.flowVault?.balance ?? 0n)
                : 0n,
            ),
          },
        })),
      });
    });

    it('FLOW balances keep only accounts at or above the minimum', async () => {
      const core = await makeCore({ fixture });
      const alice = core.ledger.account(`0x${ALICE}`)?.flowVault?.balance ?? 0n;
      const result = runScript(core, FLOW_BALANCES, [
        { type: 'Array', value: [address(ALICE), address(NOBODY)] },
        { type: 'Optional', value: { type: 'UFix64', value: ufix64Text(alice) } },
      ]);
      expect(result).toEqual({
        type: 'Dictionary',
        value: [{ key: address(ALICE), value: { type: 'UFix64', value: ufix64Text(alice) } }],
      });
    });

    it('account storage matches the ledger, and an address without an account reads empty', async () => {
      const core = await makeCore({ fixture });
      const account = core.ledger.account(`0x${ALICE}`);
      if (account === undefined) throw new Error('no Alice');
      expect(fields(runScript(core, ACCOUNT_STORAGE, [address(ALICE)]))).toEqual({
        address: address(ALICE),
        balance: { type: 'UFix64', value: ufix64Text(account.flowVault?.balance ?? 0n) },
        availableBalance: { type: 'UFix64', value: ufix64Text(availableBalance(account)) },
        storageUsed: uint64(account.storageUsed.toString()),
        storageCapacity: uint64(storageCapacity(account).toString()),
      });
      expect(fields(runScript(core, ACCOUNT_STORAGE, [address(NOBODY)]))).toMatchObject({
        balance: { type: 'UFix64', value: '0.00000000' },
        storageUsed: uint64(0),
      });
    });

    it('COA address is the COA’s EVM address without 0x, or nil', async () => {
      const core = await makeCore({ fixture });
      const coa = core.ledger.account(`0x${ALICE}`)?.coa ?? null;
      expect(runScript(core, COA_ADDRESS, [address(ALICE)])).toEqual({
        type: 'Optional',
        value: coa === null ? null : string(coa.evmAddress.slice(2).toLowerCase()),
      });
      expect(runScript(core, COA_ADDRESS, [address(NOBODY)])).toEqual({
        type: 'Optional',
        value: null,
      });
    });

    it('NFT ids list every collection with its ids', async () => {
      const core = await makeCore({ fixture });
      const collections = core.ledger.account(`0x${ALICE}`)?.collections ?? [];
      const result = runScript(core, NFT_IDS, [address(ALICE)]);
      if (!isRecord(result) || !Array.isArray(result.value)) throw new Error('not a dictionary');
      expect(result.type).toBe('Dictionary');
      expect(result.value).toHaveLength(collections.length);
      const total = result.value.reduce(
        (sum: number, entry: unknown) =>
          sum +
          (isRecord(entry) && isRecord(entry.value) && Array.isArray(entry.value.value)
            ? entry.value.value.length
            : 0),
        0,
      );
      expect(total).toBe(collections.reduce((sum, c) => sum + c.nfts.length, 0));
      expect(total).toBeGreaterThan(0);
    });

    it('NFT display passes the metadata through untouched, and panics like the script', async () => {
      const core = await makeCore({ fixture });
      const collection = core.ledger.account(`0x${ALICE}`)?.collections[0];
      const nft = collection?.nfts[0];
      if (collection === undefined || nft === undefined) throw new Error('no NFT');
      const identifier = collection.storagePath.replace(/^\/storage\//, '');
      const result = runScript(core, NFT_DISPLAY, [
        address(ALICE),
        string(identifier),
        uint64(nft.id.toString()),
      ]);
      if (!isRecord(result) || result.type !== 'Optional') throw new Error('not an optional');
      expect(fields(result.value)).toEqual({
        id: uint64(nft.id.toString()),
        name: string(nft.name),
        description: string(nft.description),
        thumbnail: string(nft.thumbnail),
      });
      expect(
        scriptError(() =>
          runScript(core, NFT_DISPLAY, [address(ALICE), string(identifier), uint64('999999')]),
        ),
      ).toMatch(`panic: No NFT with id 999999 in /storage/${identifier}`);
      expect(
        scriptError(() =>
          runScript(core, NFT_DISPLAY, [address(ALICE), string('nothingHere'), uint64(1)]),
        ),
      ).toMatch('panic: No NFT collection at /storage/nothingHere');
      expect(
        scriptError(() =>
          runScript(core, NFT_DISPLAY, [address(ALICE), string('bad path'), uint64(1)]),
        ),
      ).toMatch('panic: Invalid storage path bad path');
    });
  },
);

describe('the hostile fixture through the NFT display example', () => {
  it('returns the XSS payloads as plain JSON-Cadence strings', async () => {
    const core = await makeCore({ fixture: 'hostile' });
    const collection = core.ledger.account(`0x${ALICE}`)?.collections[0];
    if (collection === undefined) throw new Error('no collection');
    const identifier = collection.storagePath.replace(/^\/storage\//, '');
    const result = runScript(core, NFT_DISPLAY, [address(ALICE), string(identifier), uint64(1)]);
    const display = isRecord(result) ? fields(result.value) : {};
    expect(display.name).toEqual(string('<script>alert(1)</script>'));
    expect(display.thumbnail).toEqual(string('javascript:alert(1)'));
  });
});

describe('current block', () => {
  it('answers the block the script runs at, older ones included', async () => {
    const core = await makeCore();
    core.chain.advance();
    core.chain.advance();
    const latest = core.chain.latest();
    const older = core.chain.blockAt(latest.height - 2);
    if (older === undefined) throw new Error('no older block');
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    const at = (block: typeof latest) =>
      fields(
        JSON.parse(
          Buffer.from(core.chain.executeScript(b64(CURRENT_BLOCK), [], block), 'base64').toString(),
        ),
      );
    expect(at(older)).toEqual({
      height: uint64(older.height),
      id: string(older.id),
      timestamp: {
        type: 'UFix64',
        value: `${Math.floor(Date.parse(older.timestamp) / 1000)}.00000000`,
      },
    });
    expect(at(latest).height).toEqual(uint64(latest.height));
  });
});
