/**
 * The app's token and NFT scripts (get_token_vaults, get_nft_collections, get_nfts_page,
 * get_nft_detail) against the sandbox: through FCL and the Access API like the app sends them,
 * as raw JSON-Cadence over HTTP for the exact types, and in-process on ledgers edited to reach
 * the scripts' rarer branches.
 */
import { sha3_256 } from '@noble/hashes/sha3.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import type { FlowClientInstance } from '@onflow/fcl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonCadence } from '../../emulator/src/json-cadence.ts';
import { HttpError } from '../../fault-proxy/src/errors.ts';
import { METADATA_LIMITS } from '../../src/flow/cadence/scripts/metadata-limits.ts';
import { hostile, OVERSIZED_TEXT } from '../../worlds/hostile.ts';
import type { RunningSandbox } from '../src/index.ts';
import type { SandboxCore } from '../src/sandbox.ts';
import { ALICE, BOB, CAROL, DAVE, ISSUER, makeCore, NOBODY, runScript } from './core.ts';
import {
  appCadence,
  clientFor,
  fclHttpError,
  isRecord,
  lineColumn,
  startTestSandbox,
} from './helpers.ts';

const source = (name: string): string => appCadence(`scripts/${name}.cdc`);

const GET_TOKEN_VAULTS = source('get_token_vaults');
const GET_NFT_COLLECTIONS = source('get_nft_collections');
const GET_NFTS_PAGE = source('get_nfts_page');
const GET_NFT_DETAIL = source('get_nft_detail');
const GET_ACCOUNT_SUMMARY = source('get_account_summary');

const FLOW_TOKEN_VAULT = 'A.0ae53cb6e3f42a79.FlowToken.Vault';
const SUSD_VAULT = `A.${ISSUER}.SandboxUSD.Vault`;
const KITTIES = 'SandboxKittiesCollection';
const UINT64_MAX = '18446744073709551615';

const arg = {
  address: (value: string): JsonCadence => ({ type: 'Address', value: `0x${value}` }),
  string: (value: string): JsonCadence => ({ type: 'String', value }),
  int: (value: number | bigint): JsonCadence => ({ type: 'Int', value: String(value) }),
  uint64: (value: number | string): JsonCadence => ({ type: 'UInt64', value: String(value) }),
};

/** The `only: [String]?` of the vault and collection scripts and the summary's `countOnly`: nil, every path. */
const EVERY_PATH: JsonCadence = { type: 'Optional', value: null };

type ArgType = 'Address' | 'String' | 'Int' | 'UInt64';

/** A query as the app makes it: FCL builds the arguments from values and types. */
function fclQuery(fcl: FlowClientInstance, cadence: string, args: JsonCadence[]): Promise<unknown> {
  return fcl.query({
    cadence,
    args: (build, t) =>
      args.map((a) => {
        if (a === EVERY_PATH) return build(null, t.Optional(t.Array(t.String)));
        const type = a.type as ArgType;
        return build(String(a.value), t[type]);
      }),
  });
}

/** A Struct's fields by name, from raw JSON-Cadence; fails the test on any other shape. */
function fields(value: unknown): Record<string, unknown> {
  if (!isRecord(value) || value.type !== 'Struct' || !isRecord(value.value)) {
    throw new Error(`expected a Struct, got ${JSON.stringify(value)}`);
  }
  const list = value.value.fields;
  if (!Array.isArray(list)) throw new Error('a Struct without fields');
  return Object.fromEntries(
    list.map((entry: unknown) => {
      if (!isRecord(entry) || typeof entry.name !== 'string') throw new Error('a bad field');
      return [entry.name, entry.value];
    }),
  );
}

function elements(value: unknown): unknown[] {
  if (!isRecord(value) || value.type !== 'Array' || !Array.isArray(value.value)) {
    throw new Error(`expected an Array, got ${JSON.stringify(value)}`);
  }
  return value.value;
}

describe('the asset scripts over FCL and the Access API (normal fixture)', () => {
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

  const query = (cadence: string, args: JsonCadence[]): Promise<unknown> =>
    fclQuery(fcl, cadence, args);

  /** POSTs the source as the app's file has it (string imports) and decodes the raw result. */
  async function raw(cadence: string, args: JsonCadence[]): Promise<unknown> {
    const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
    const response = await fetch(`${sandbox.accessNodeUrl}/v1/scripts?block_height=sealed`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        script: b64(cadence),
        arguments: args.map((a) => b64(JSON.stringify(a))),
      }),
    });
    const body: unknown = await response.json();
    if (response.status !== 200 || typeof body !== 'string') {
      throw new Error(`script failed with ${response.status}: ${JSON.stringify(body)}`);
    }
    return JSON.parse(Buffer.from(body, 'base64').toString('utf8'));
  }

  /** What a failing query answers: HTTP 400 with Flow's script error text. */
  async function failure(cadence: string, args: JsonCadence[]): Promise<string> {
    const error = fclHttpError(await query(cadence, args).catch((e: unknown) => e));
    expect(error.statusCode).toBe(400);
    return error.errorMessage;
  }

  async function coaAddress(address: string): Promise<string> {
    const summary = await query(GET_ACCOUNT_SUMMARY, [arg.address(address), EVERY_PATH]);
    if (!isRecord(summary) || typeof summary.coaAddress !== 'string') {
      throw new Error('expected a COA');
    }
    return summary.coaAddress;
  }

  describe('get_token_vaults.cdc', () => {
    it("lists FLOW (with the COA's FLOW as its EVM side) and a bridged token with its ERC-20 balance", async () => {
      expect(await coaAddress(ALICE)).toMatch(/^[0-9a-f]{40}$/);
      expect(await query(GET_TOKEN_VAULTS, [arg.address(ALICE), EVERY_PATH])).toEqual([
        {
          identifier: FLOW_TOKEN_VAULT,
          name: 'FLOW Network Token',
          symbol: 'FLOW',
          logo: '',
          balance: '1000.00000000',
          storagePath: '/storage/flowTokenVault',
          receiverPath: '/public/flowTokenReceiver',
          evmAddress: null,
          evmBalance: '25000000000000000000',
          evmDecimals: '18',
        },
        {
          identifier: SUSD_VAULT,
          name: 'Sandbox USD',
          symbol: 'sUSD',
          logo: 'https://example.com/sandbox-usd/logo.svg',
          balance: '250.00000000',
          storagePath: '/storage/sandboxUSDVault',
          receiverPath: '/public/sandboxUSDReceiver',
          evmAddress: '7f27352d5f83db87a5a3e00f4b07cc2138d8ee52',
          evmBalance: '12500000000000000000',
          evmDecimals: '18',
        },
      ]);
    });

    it('answers the JSON-Cadence types the script declares, with the script-located struct id', async () => {
      const [flow, susd] = elements(await raw(GET_TOKEN_VAULTS, [arg.address(ALICE), EVERY_PATH]));
      const location = bytesToHex(sha3_256(new TextEncoder().encode(GET_TOKEN_VAULTS)));
      expect(isRecord(flow) && isRecord(flow.value) && flow.value.id).toBe(
        `s.${location}.TokenVault`,
      );
      expect(Object.keys(fields(flow))).toEqual([
        'identifier',
        'name',
        'symbol',
        'logo',
        'balance',
        'storagePath',
        'receiverPath',
        'evmAddress',
        'evmBalance',
        'evmDecimals',
      ]);
      expect(fields(flow)).toMatchObject({
        logo: { type: 'Optional', value: { type: 'String', value: '' } },
        balance: { type: 'UFix64', value: '1000.00000000' },
        evmAddress: { type: 'Optional', value: null },
        evmBalance: { type: 'Optional', value: { type: 'UInt256', value: '25000000000000000000' } },
        evmDecimals: { type: 'Optional', value: { type: 'UInt8', value: '18' } },
      });
      expect(fields(susd).evmAddress).toEqual({
        type: 'Optional',
        value: { type: 'String', value: '7f27352d5f83db87a5a3e00f4b07cc2138d8ee52' },
      });
    });

    it('gives no EVM side without a COA, even for a bridged token', async () => {
      const vaults = await query(GET_TOKEN_VAULTS, [arg.address(BOB), EVERY_PATH]);
      expect(vaults).toMatchObject([
        {
          identifier: FLOW_TOKEN_VAULT,
          balance: '50.00000000',
          evmBalance: null,
          evmDecimals: null,
        },
        {
          identifier: SUSD_VAULT,
          balance: '10.00000000',
          evmAddress: '7f27352d5f83db87a5a3e00f4b07cc2138d8ee52',
          evmBalance: null,
          evmDecimals: null,
        },
      ]);
    });

    it('lists nothing for an account without vaults or without an account', async () => {
      expect(await query(GET_TOKEN_VAULTS, [arg.address(DAVE), EVERY_PATH])).toEqual([]);
      expect(await query(GET_TOKEN_VAULTS, [arg.address(NOBODY), EVERY_PATH])).toEqual([]);
      expect(await query(GET_TOKEN_VAULTS, [arg.address(CAROL), EVERY_PATH])).toMatchObject([
        { identifier: FLOW_TOKEN_VAULT, balance: '0.00150000' },
      ]);
    });
  });

  describe('get_nft_collections.cdc', () => {
    it('summarises each collection with its display and size', async () => {
      expect(await query(GET_NFT_COLLECTIONS, [arg.address(ALICE), EVERY_PATH])).toEqual([
        {
          identifier: `A.${ISSUER}.SandboxKitties.Collection`,
          storagePath: KITTIES,
          name: 'Sandbox Kitties',
          description: 'Test NFTs of the Flowdeck sandbox.',
          squareImage: 'https://example.com/sandbox-kitties/square.png',
          externalURL: 'https://example.com/sandbox-kitties',
          count: '3',
        },
      ]);
      expect(await query(GET_NFT_COLLECTIONS, [arg.address(BOB), EVERY_PATH])).toMatchObject([
        { storagePath: KITTIES, count: '1' },
      ]);
    });

    it('answers Int counts and optional URIs as JSON-Cadence', async () => {
      const [kitties] = elements(await raw(GET_NFT_COLLECTIONS, [arg.address(ALICE), EVERY_PATH]));
      expect(fields(kitties)).toMatchObject({
        count: { type: 'Int', value: '3' },
        squareImage: { type: 'Optional', value: { type: 'String' } },
        externalURL: { type: 'Optional', value: { type: 'String' } },
      });
    });

    it('lists nothing for an account without collections or without an account', async () => {
      expect(await query(GET_NFT_COLLECTIONS, [arg.address(CAROL), EVERY_PATH])).toEqual([]);
      expect(await query(GET_NFT_COLLECTIONS, [arg.address(NOBODY), EVERY_PATH])).toEqual([]);
    });
  });

  describe('get_nfts_page.cdc', () => {
    const page = (offset: number | bigint, limit: number | bigint, path = KITTIES, who = ALICE) =>
      query(GET_NFTS_PAGE, [arg.address(who), arg.string(path), arg.int(offset), arg.int(limit)]);

    it('cuts the window [offset, offset + limit) out of the ids, with each NFT’s display', async () => {
      expect(await page(0, 2)).toEqual({
        total: '3',
        items: [
          {
            id: '1',
            name: 'Whiskers',
            thumbnail: 'https://example.com/sandbox-kitties/1.png',
          },
          {
            id: '2',
            name: 'Mittens',
            thumbnail: 'https://example.com/sandbox-kitties/2.png',
          },
        ],
      });
      expect(await page(2, 100)).toMatchObject({
        total: '3',
        items: [{ id: '3', name: 'Shadow' }],
      });
    });

    it('answers an empty page past the end, with the total', async () => {
      expect(await page(3, 1)).toEqual({ total: '3', items: [] });
      expect(await page(2n ** 70n, 100)).toEqual({ total: '3', items: [] });
    });

    it('checks the pre-conditions first and fails them with 1101 at the condition', async () => {
      const at = (needle: string) =>
        new RegExp(`\\n --> [0-9a-f]{64}:${lineColumn(GET_NFTS_PAGE, needle)}\\n`);
      const negative = await failure(GET_NFTS_PAGE, [
        arg.address(ALICE),
        arg.string('NoSuchCollection'),
        arg.int(-1),
        arg.int(0),
      ]);
      expect(negative).toMatch(
        /^Invalid Flow argument: failed to execute script: \[Error Code: 1101\] failed to execute script at block \([0-9a-f]{64}\): \[Error Code: 1101\] error caused by: 1 error occurred:\n\t\* \[Error Code: 1101\] cadence runtime error: Execution failed:\nerror: pre-condition failed: offset must not be negative\n/,
      );
      expect(negative).toMatch(at('offset >= 0:'));
      for (const limit of [0, 101, -5]) {
        const message = await failure(GET_NFTS_PAGE, [
          arg.address(ALICE),
          arg.string(KITTIES),
          arg.int(0),
          arg.int(limit),
        ]);
        expect(message).toContain('error: pre-condition failed: limit must be between 1 and 100\n');
        expect(message).toMatch(at('limit > 0 && limit <= 100:'));
      }
      expect(await page(0, 1)).toMatchObject({ items: [{ id: '1' }] });
      expect(await page(0, 100)).toMatchObject({ total: '3' });
    });

    it('panics with the script’s message when there is no collection at the path', async () => {
      for (const [who, path] of [
        [ALICE, 'NoSuchCollection'],
        [ALICE, 'flowTokenVault'], // a vault, not a collection
        [NOBODY, KITTIES], // no account
        [ALICE, 'not a path identifier'], // StoragePath(identifier:) accepts any string
      ] as const) {
        const message = await failure(GET_NFTS_PAGE, [
          arg.address(who),
          arg.string(path),
          arg.int(0),
          arg.int(10),
        ]);
        expect(message).toContain(`\nerror: panic: No NFT collection at /storage/${path}\n`);
        expect(message).toMatch(
          new RegExp(
            ` --> [0-9a-f]{64}:${lineColumn(GET_NFTS_PAGE, 'panic("No NFT collection')}\\n`,
          ),
        );
      }
    });

    it('answers UInt64 ids and Int totals as JSON-Cadence', async () => {
      const result = fields(
        await raw(GET_NFTS_PAGE, [arg.address(ALICE), arg.string(KITTIES), arg.int(1), arg.int(1)]),
      );
      const location = bytesToHex(sha3_256(new TextEncoder().encode(GET_NFTS_PAGE)));
      expect(result.total).toEqual({ type: 'Int', value: '3' });
      const [item] = elements(result.items);
      expect(isRecord(item) && isRecord(item.value) && item.value.id).toBe(`s.${location}.NFTItem`);
      expect(fields(item)).toEqual({
        id: { type: 'UInt64', value: '2' },
        name: { type: 'String', value: 'Mittens' },
        thumbnail: {
          type: 'Optional',
          value: { type: 'String', value: 'https://example.com/sandbox-kitties/2.png' },
        },
      });
    });
  });

  describe('get_nft_detail.cdc', () => {
    const detail = (id: number | string, path = KITTIES, who = ALICE) =>
      query(GET_NFT_DETAIL, [arg.address(who), arg.string(path), arg.uint64(id)]);

    it('reads the display, type, serial, external URL and describable traits', async () => {
      expect(await detail(1)).toEqual({
        id: '1',
        type: `A.${ISSUER}.SandboxKitties.NFT`,
        name: 'Whiskers',
        description: 'Whiskers is a sandbox kitty (test data).',
        thumbnail: 'https://example.com/sandbox-kitties/1.png',
        serial: '1',
        externalURL: 'https://example.com/sandbox-kitties/1',
        // String, Int and Bool values as text; the Lineage trait (a struct) is left out.
        traits: [
          { name: 'Color', value: 'tabby' },
          { name: 'Lives', value: '8' },
          { name: 'Rare', value: 'true' },
        ],
      });
      expect(await detail(4, KITTIES, BOB)).toMatchObject({ name: 'Tiger', serial: '4' });
    });

    it('answers the optionals and the traits array as JSON-Cadence', async () => {
      const result = fields(
        await raw(GET_NFT_DETAIL, [arg.address(ALICE), arg.string(KITTIES), arg.uint64(2)]),
      );
      expect(result.serial).toEqual({ type: 'Optional', value: { type: 'UInt64', value: '2' } });
      expect(result.id).toEqual({ type: 'UInt64', value: '2' });
      const [first] = elements(result.traits);
      expect(fields(first)).toEqual({
        name: { type: 'String', value: 'Color' },
        value: { type: 'String', value: 'black' },
      });
    });

    it('panics with the script’s messages for a missing NFT or collection', async () => {
      const noNft = await failure(GET_NFT_DETAIL, [
        arg.address(ALICE),
        arg.string(KITTIES),
        arg.uint64(UINT64_MAX),
      ]);
      expect(noNft).toContain(
        `\nerror: panic: No NFT with id ${UINT64_MAX} in /storage/${KITTIES}\n`,
      );
      expect(noNft).toMatch(
        new RegExp(` --> [0-9a-f]{64}:${lineColumn(GET_NFT_DETAIL, 'panic("No NFT with id')}\\n`),
      );
      // Bob's NFT is not Alice's.
      expect(
        await failure(GET_NFT_DETAIL, [arg.address(ALICE), arg.string(KITTIES), arg.uint64(4)]),
      ).toContain(`error: panic: No NFT with id 4 in /storage/${KITTIES}\n`);
      const noCollection = await failure(GET_NFT_DETAIL, [
        arg.address(CAROL),
        arg.string(KITTIES),
        arg.uint64(1),
      ]);
      expect(noCollection).toContain(`\nerror: panic: No NFT collection at /storage/${KITTIES}\n`);
      expect(noCollection).toMatch(
        new RegExp(
          ` --> [0-9a-f]{64}:${lineColumn(GET_NFT_DETAIL, 'panic("No NFT collection')}\\n`,
        ),
      );
    });

    it('refuses an id that is not a UInt64 before running', async () => {
      const message = await failure(GET_NFT_DETAIL, [
        arg.address(ALICE),
        arg.string(KITTIES),
        { type: 'UInt64', value: '18446744073709551616' },
      ]);
      expect(message).toContain('invalid argument at index 2');
    });
  });
});

describe('the asset scripts on the large fixture', () => {
  let sandbox: RunningSandbox;
  let fcl: FlowClientInstance;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ blockIntervalMs: 0, fixture: 'large' });
    await sandbox.control.advanceBlocks(2);
    fcl = clientFor(sandbox, 'emulator');
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('lists FLOW and all 200 vaults, every one once', async () => {
    const vaults = await fclQuery(fcl, GET_TOKEN_VAULTS, [arg.address(ALICE), EVERY_PATH]);
    if (!Array.isArray(vaults)) throw new Error('expected an array');
    expect(vaults).toHaveLength(201);
    const identifiers = new Set(vaults.map((v: unknown) => isRecord(v) && v.identifier));
    expect(identifiers.size).toBe(201);
    expect(vaults[200]).toMatchObject({
      identifier: `A.${ISSUER}.SandboxToken200.Vault`,
      symbol: 'ST200',
      evmAddress: null,
      evmBalance: null,
    });
  });

  it('pages through 5 collections of 100 NFTs: pages of 60 cover each exactly once, in id order', async () => {
    const collections = await fclQuery(fcl, GET_NFT_COLLECTIONS, [arg.address(ALICE), EVERY_PATH]);
    expect(collections).toHaveLength(5);
    const seen: string[] = [];
    for (const offset of [0, 60]) {
      const page = await fclQuery(fcl, GET_NFTS_PAGE, [
        arg.address(ALICE),
        arg.string('SandboxCollection3Collection'),
        arg.int(offset),
        arg.int(60),
      ]);
      if (!isRecord(page) || !Array.isArray(page.items)) throw new Error('expected a page');
      expect(page.total).toBe('100');
      expect(page.items).toHaveLength(offset === 0 ? 60 : 40);
      for (const item of page.items) if (isRecord(item)) seen.push(String(item.id));
    }
    expect(seen).toEqual(Array.from({ length: 100 }, (_, i) => String(201 + i)));
  });

  it('gives an NFT without an external URL a nil externalURL and no traits', async () => {
    expect(
      await fclQuery(fcl, GET_NFT_DETAIL, [
        arg.address(ALICE),
        arg.string('SandboxCollection5Collection'),
        arg.uint64(500),
      ]),
    ).toMatchObject({
      id: '500',
      name: 'Item 500',
      serial: '100',
      externalURL: null,
      traits: [],
      type: `A.${ISSUER}.SandboxCollection5.NFT`,
    });
  });
});

describe('the asset scripts pass hostile metadata through, cut to size', () => {
  let sandbox: RunningSandbox;
  let fcl: FlowClientInstance;
  const mallory = hostile.accounts.find((account) => account.index === 5);
  const collection = mallory?.collections?.[0];
  const oversized = mallory?.collections?.[1];
  // The hostile texts are ASCII: 200 characters are 200 UTF-16 units.
  const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}…`);

  beforeAll(async () => {
    sandbox = await startTestSandbox({ blockIntervalMs: 0, fixture: 'hostile' });
    await sandbox.control.advanceBlocks(2);
    fcl = clientFor(sandbox, 'emulator');
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('tokens: names and symbols cut as the script cuts them, logo URIs as they are', async () => {
    const vaults = await fclQuery(fcl, GET_TOKEN_VAULTS, [arg.address(ALICE), EVERY_PATH]);
    if (!Array.isArray(vaults)) throw new Error('expected an array');
    expect(vaults.slice(1)).toEqual(
      (mallory?.vaults ?? []).map((vault) =>
        expect.objectContaining({
          name: cut(vault.name, METADATA_LIMITS.name),
          symbol: cut(vault.symbol, METADATA_LIMITS.symbol),
          logo: vault.logo,
        }),
      ),
    );
  });

  it('collections and pages: markup, bidi text and unsafe URLs untouched, 10 kB names cut as the scripts cut them', async () => {
    if (collection === undefined) throw new Error('the hostile fixture has no collection');
    const storagePath = `${collection.contractName}Collection`;
    expect(collection.name.length).toBeGreaterThan(METADATA_LIMITS.name);
    const collections = await fclQuery(fcl, GET_NFT_COLLECTIONS, [arg.address(ALICE), EVERY_PATH]);
    if (!Array.isArray(collections)) throw new Error('expected an array');
    expect(collections[0]).toEqual(
      expect.objectContaining({
        name: `${'A'.repeat(METADATA_LIMITS.name)}…`,
        description: collection.description,
        squareImage: collection.squareImage,
        externalURL: collection.externalUrl,
        count: String(collection.nfts.length),
      }),
    );
    const page = await fclQuery(fcl, GET_NFTS_PAGE, [
      arg.address(ALICE),
      arg.string(storagePath),
      arg.int(0),
      arg.int(100),
    ]);
    expect(page).toEqual({
      total: String(collection.nfts.length),
      items: collection.nfts.map((nft) => ({
        id: String(nft.id),
        name: cut(nft.name, METADATA_LIMITS.name),
        thumbnail: nft.thumbnail,
      })),
    });
    const last = collection.nfts[collection.nfts.length - 1];
    expect(
      await fclQuery(fcl, GET_NFT_DETAIL, [
        arg.address(ALICE),
        arg.string(storagePath),
        arg.uint64(String(last?.id)),
      ]),
    ).toMatchObject({
      name: cut(last?.name ?? '', METADATA_LIMITS.name),
      externalURL: last?.externalUrl,
      serial: UINT64_MAX,
      traits: (last?.traits ?? []).map((trait) => ({
        name: cut(trait.name, METADATA_LIMITS.name),
        value: cut(String(trait.value), METADATA_LIMITS.traitValue),
      })),
    });
  });

  it('60 NFTs with 1 MB texts: a whole page passes the storage limit (1106); a few at a time answer in kilobytes', async () => {
    if (oversized === undefined) throw new Error('the hostile fixture has an oversized collection');
    const storagePath = `${oversized.contractName}Collection`;
    const page = (offset: number, limit: number) =>
      fclQuery(fcl, GET_NFTS_PAGE, [
        arg.address(ALICE),
        arg.string(storagePath),
        arg.int(offset),
        arg.int(limit),
      ]);
    await expect(page(0, 60)).rejects.toThrow(
      /\[Error Code: 1106\] max interaction with storage has exceeded the limit \(used: \d+ bytes, limit 20000000 bytes\)/,
    );
    const three = await page(0, 3);
    expect(JSON.stringify(three).length).toBeLessThan(2_000);
    expect(three).toEqual({
      total: '60',
      items: [1, 2, 3].map((id) => ({
        id: String(id),
        name: cut(OVERSIZED_TEXT, METADATA_LIMITS.name),
        thumbnail: null,
      })),
    });
    const detail = await fclQuery(fcl, GET_NFT_DETAIL, [
      arg.address(ALICE),
      arg.string(storagePath),
      arg.uint64('60'),
    ]);
    expect(JSON.stringify(detail).length).toBeLessThan(
      METADATA_LIMITS.nftDescription +
        METADATA_LIMITS.traitValue +
        2 * METADATA_LIMITS.name +
        1_000,
    );
    expect(detail).toMatchObject({
      name: cut(OVERSIZED_TEXT, METADATA_LIMITS.name),
      description: cut(OVERSIZED_TEXT, METADATA_LIMITS.nftDescription),
      thumbnail: null,
      externalURL: null,
      traits: [
        {
          name: cut(OVERSIZED_TEXT, METADATA_LIMITS.name),
          value: cut(OVERSIZED_TEXT, METADATA_LIMITS.traitValue),
        },
      ],
    });
  }, 60_000);
});

describe('the asset scripts on edited ledgers (in-process)', () => {
  function account(core: SandboxCore, address: string) {
    const found = core.ledger.account(address);
    if (found === undefined) throw new Error(`no account ${address}`);
    return found;
  }

  const vaultIdentifiers = (value: unknown): unknown[] =>
    elements(value).map((vault) => {
      const identifier = fields(vault).identifier;
      return isRecord(identifier) ? identifier.value : identifier;
    });

  it('skips vaults without display views, merges vaults of one type, and reads ERC-20 decimals', async () => {
    const core = await makeCore();
    const alice = account(core, ALICE);
    const [susd] = alice.vaults;
    if (susd === undefined || alice.coa === null) throw new Error('Alice has sUSD and a COA');
    const bridged = '0x00000000000000000000000000000000000000aa';
    alice.vaults.push(
      // An old token without FTDisplay / FTVaultData.
      {
        ...susd,
        contractName: 'LegacyToken',
        typeIdentifier: `A.${ISSUER}.LegacyToken.Vault`,
        evmAddress: null,
        metadataViews: false,
      },
      // A second sUSD vault at another path.
      { ...susd, storagePath: '/storage/sandboxUSDVault2', balance: 500_000_000n },
      // A token onboarded from EVM with 6 decimals.
      {
        ...susd,
        contractName: 'BridgedUSDC',
        typeIdentifier: `A.${ISSUER}.BridgedUSDC.Vault`,
        evmAddress: bridged,
        evmDecimals: 6,
      },
    );
    alice.coa.erc20Balances[bridged] = 1_234_567n;
    core.chain.resetHistory();

    const vaults = runScript(core, GET_TOKEN_VAULTS, [arg.address(ALICE), EVERY_PATH]);
    expect(vaultIdentifiers(vaults)).toEqual([
      FLOW_TOKEN_VAULT,
      SUSD_VAULT,
      `A.${ISSUER}.BridgedUSDC.Vault`,
    ]);
    const [, merged, usdc] = elements(vaults);
    expect(fields(merged).balance).toEqual({ type: 'UFix64', value: '255.00000000' });
    expect(fields(usdc)).toMatchObject({
      evmAddress: { type: 'Optional', value: { type: 'String', value: bridged.slice(2) } },
      evmBalance: { type: 'Optional', value: { type: 'UInt256', value: '1234567' } },
      evmDecimals: { type: 'Optional', value: { type: 'UInt8', value: '6' } },
    });
    // The dashboard's script counts every stored vault, views or not.
    expect(
      fields(runScript(core, GET_ACCOUNT_SUMMARY, [arg.address(ALICE), EVERY_PATH])).tokenCount,
    ).toEqual({
      type: 'Int',
      value: '5',
    });
  });

  it("falls back to the collection type's identifier when its contract cannot resolve the display", async () => {
    const core = await makeCore();
    const issuer = account(core, `0x${ISSUER}`);
    delete issuer.contracts.SandboxKitties;
    core.chain.resetHistory();
    const [kitties] = elements(
      runScript(core, GET_NFT_COLLECTIONS, [arg.address(ALICE), EVERY_PATH]),
    );
    expect(fields(kitties)).toMatchObject({
      identifier: { type: 'String', value: `A.${ISSUER}.SandboxKitties.Collection` },
      name: { type: 'String', value: `A.${ISSUER}.SandboxKitties.Collection` },
      description: { type: 'String', value: '' },
      squareImage: { type: 'Optional', value: null },
      externalURL: { type: 'Optional', value: null },
      count: { type: 'Int', value: '3' },
    });
  });

  it('describes UFix64 traits with 8 decimals and leaves out values it cannot describe', async () => {
    const core = await makeCore();
    const nft = account(core, ALICE).collections[0]?.nfts[0];
    if (nft === undefined) throw new Error('Alice has an NFT');
    nft.traits = [
      { name: 'Weight', value: 1.5 },
      { name: 'Nested', value: null },
      { name: '', value: '' },
    ];
    nft.serial = null;
    core.chain.resetHistory();
    const result = fields(
      runScript(core, GET_NFT_DETAIL, [arg.address(ALICE), arg.string(KITTIES), arg.uint64(1)]),
    );
    expect(result.serial).toEqual({ type: 'Optional', value: null });
    expect(elements(result.traits).map(fields)).toEqual([
      { name: { type: 'String', value: 'Weight' }, value: { type: 'String', value: '1.50000000' } },
      { name: { type: 'String', value: '' }, value: { type: 'String', value: '' } },
    ]);
  });

  it('fails a page script with a script error (400), never a server error', async () => {
    const core = await makeCore();
    let caught: unknown;
    try {
      runScript(core, GET_NFTS_PAGE, [
        arg.address(ALICE),
        arg.string(KITTIES),
        arg.int(-1),
        arg.int(1),
      ]);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpError);
    expect(caught instanceof HttpError && caught.status).toBe(400);
  });
});
