/**
 * The app's read scripts on the real emulator, through the app's own FlowClient and decoders,
 * against the seeded `normal` world (worlds/normal.ts).
 */
import { readFileSync } from 'node:fs';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import { canReceiveTokenScript } from '../../src/flow/cadence/scripts/can_receive_token.ts';
import {
  decodeAccountSummary,
  getAccountSummaryScript,
} from '../../src/flow/cadence/scripts/get_account_summary.ts';
import {
  decodeEvmAccountState,
  getEvmAccountScript,
} from '../../src/flow/cadence/scripts/get_evm_account.ts';
import { getFlowBalanceScript } from '../../src/flow/cadence/scripts/get_flow_balance.ts';
import {
  decodeNftCollections,
  getNftCollectionsScript,
} from '../../src/flow/cadence/scripts/get_nft_collections.ts';
import {
  decodeNftDetail,
  getNftDetailScript,
} from '../../src/flow/cadence/scripts/get_nft_detail.ts';
import { decodeNftPage, getNftsPageScript } from '../../src/flow/cadence/scripts/get_nfts_page.ts';
import {
  decodeTokenVaults,
  getTokenVaultsScript,
} from '../../src/flow/cadence/scripts/get_token_vaults.ts';
import { METADATA_LIMITS } from '../../src/flow/cadence/scripts/metadata-limits.ts';
import type { FlowClient } from '../../src/flow/client/flow-client.ts';
import { AccessNodeError } from '../../src/flow/errors.ts';
import { pricedTokens } from '../../src/flow/tokens/token-identity.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import type { JsonCadence } from '../src/json-cadence.ts';
import { localAuthz } from '../src/local-signer.ts';
import { clipped } from './metadata-text.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

describe('read scripts on the real emulator (normal world)', () => {
  let seeded: SeededEmulator;
  let client: FlowClient;
  let alice: string;
  let issuer: string;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    client = seeded.client();
    alice = seeded.account('Alice').address;
    issuer = seeded.account('Sandbox token issuer').address.slice(2);
  });
  afterAll(() => seeded?.close());

  /** Where the fixture's sUSD ERC-20 (SUSD_EVM in worlds/normal.ts) is on the emulator. */
  const susdOnEvm = () => {
    const address = seeded.world.evm.tokens['0x7f27352d5f83db87a5a3e00f4b07cc2138d8ee52'];
    if (!address) throw new Error('the world bridged no sUSD');
    return address;
  };

  it('get_evm_account: the COA with its FLOW and WFLOW balances', async () => {
    const state = decodeEvmAccountState(
      await seeded.query(getEvmAccountScript, { address: alice, wflowHex: seeded.world.evm.wflow }),
    );
    expect(state).toEqual({
      coaAddress: getAddress(seeded.world.evm.coas[6] ?? ''),
      balanceAtto: 25n * 10n ** 18n,
      wflowBalance: 3n * 10n ** 18n,
    });
    expect(
      decodeEvmAccountState(
        await seeded.query(getEvmAccountScript, {
          address: seeded.account('Bob').address,
          wflowHex: null,
        }),
      ),
    ).toBeNull();
  });

  it('get_account_summary: FLOW, storage, the COA and the counts in one script', async () => {
    const summary = decodeAccountSummary(
      await client.query({
        cadence: getAccountSummaryScript.cadence,
        args: encodeArguments(getAccountSummaryScript, {
          address: alice,
          countOnly: null,
          valued: pricedTokens('local'),
        }),
      }),
    );
    expect(summary.address).toBe(alice);
    expect(summary.balance).toBe(parseUFix64('1000'));
    expect(summary.storageReserve).toBe(summary.balance - summary.availableBalance);
    expect(summary.storageReserve).toBeGreaterThan(0n);
    // The world fills Alice's storage to just under 52 000 bytes.
    expect(Number(summary.storageUsed)).toBeGreaterThan(50_000);
    expect(Number(summary.storageUsed)).toBeLessThanOrEqual(52_000);
    expect(summary.storageCapacity).toBe(100_000_000_000n); // 1000 FLOW × 100 MB
    expect(summary.coa?.balanceAtto).toBe(25n * 10n ** 18n);
    expect(summary.coa?.address).toMatch(/^0x0{23}2[0-9a-fA-F]{16}$/);
    expect(summary).toMatchObject({ tokenCount: 2, nftCollectionCount: 1, nftCount: 3 });
    expect(summary.nftCounts).toEqual([{ path: '/storage/SandboxKittiesCollection', count: 3 }]);
    // Only the verified sUSD is valued: Alice's 250 on Cadence (her bridged 12.5 are on EVM).
    expect(summary.valuedBalances).toEqual(
      new Map([[`A.${issuer}.SandboxUSD.Vault`, parseUFix64('250')]]),
    );
  });

  it('get_flow_balance: the vault balance, and a clear error for a missing account', async () => {
    const balance = await client.query({
      cadence: getFlowBalanceScript.cadence,
      args: encodeArguments(getFlowBalanceScript, { address: seeded.account('Bob').address }),
    });
    expect(balance).toBe('50.00000000');
    const error = await client
      .query({
        cadence: getFlowBalanceScript.cadence,
        args: encodeArguments(getFlowBalanceScript, { address: '0x0000000000000bad' }),
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).flowError?.code).toBe(1101);
  });

  it('get_token_vaults: FLOW first with the COA balance on EVM, then the fixture token', async () => {
    const vaults = decodeTokenVaults(
      await client.query({
        cadence: getTokenVaultsScript.cadence,
        args: encodeArguments(getTokenVaultsScript, { address: alice, only: null }),
      }),
    );
    const byIdentifier = new Map(vaults.map((vault) => [vault.identifier, vault]));
    expect(byIdentifier.get('A.0ae53cb6e3f42a79.FlowToken.Vault')).toMatchObject({
      balance: parseUFix64('1000'),
      storagePath: '/storage/flowTokenVault',
      receiverPath: '/public/flowTokenReceiver',
      evm: { contract: null, balance: 25n * 10n ** 18n, decimals: 18 },
    });
    expect(byIdentifier.get(`A.${issuer}.SandboxUSD.Vault`)).toEqual({
      identifier: `A.${issuer}.SandboxUSD.Vault`,
      name: 'Sandbox USD',
      symbol: 'sUSD',
      logo: 'https://example.com/sandbox-usd/logo.svg',
      balance: parseUFix64('250'),
      storagePath: '/storage/sandboxUSDVault',
      receiverPath: '/public/sandboxUSDReceiver',
      // 12.5 sUSD bridged to Alice's COA through the real bridge, as its ERC-20 (18 decimals).
      evm: {
        contract: getAddress(susdOnEvm()),
        balance: 12_500_000_000_000_000_000n,
        decimals: 18,
      },
    });
    expect(vaults).toHaveLength(2);
  });

  it('can_receive_token: true where the receiver is published, false where it is not', async () => {
    const canReceive = (recipient: string, receiverPath: string) =>
      client.query({
        cadence: canReceiveTokenScript.cadence,
        args: encodeArguments(canReceiveTokenScript, { recipient, receiverPath }),
      });
    expect(await canReceive(seeded.account('Bob').address, 'sandboxUSDReceiver')).toBe(true);
    expect(await canReceive(seeded.account('Carol').address, 'sandboxUSDReceiver')).toBe(false);
    expect(await canReceive(seeded.account('Carol').address, 'flowTokenReceiver')).toBe(true);
    expect(await canReceive(seeded.account('Dave').address, 'flowTokenReceiver')).toBe(false);
  });

  it('get_nft_collections, get_nfts_page and get_nft_detail: the kitties with their views', async () => {
    const collections = decodeNftCollections(
      await client.query({
        cadence: getNftCollectionsScript.cadence,
        args: encodeArguments(getNftCollectionsScript, { address: alice, only: null }),
      }),
    );
    expect(collections).toEqual([
      {
        identifier: `A.${issuer}.SandboxKitties.Collection`,
        storagePath: 'SandboxKittiesCollection',
        name: 'Sandbox Kitties',
        description: 'Test NFTs of the Flowdeck sandbox.',
        squareImage: 'https://example.com/sandbox-kitties/square.png',
        externalURL: 'https://example.com/sandbox-kitties',
        count: 3,
      },
    ]);

    const page = decodeNftPage(
      await client.query({
        cadence: getNftsPageScript.cadence,
        args: encodeArguments(getNftsPageScript, {
          address: alice,
          storagePath: 'SandboxKittiesCollection',
          offset: 0n,
          limit: 2n,
        }),
      }),
      2,
    );
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    const names = new Map([
      [1n, 'Whiskers'],
      [2n, 'Mittens'],
      [3n, 'Shadow'],
    ]);
    for (const item of page.items) expect(item.name).toBe(names.get(item.id));

    const detail = decodeNftDetail(
      await client.query({
        cadence: getNftDetailScript.cadence,
        args: encodeArguments(getNftDetailScript, {
          address: alice,
          storagePath: 'SandboxKittiesCollection',
          id: 1n,
        }),
      }),
      1n,
    );
    expect(detail).toEqual({
      id: 1n,
      type: `A.${issuer}.SandboxKitties.NFT`,
      name: 'Whiskers',
      description: 'Whiskers is a sandbox kitty (test data).',
      thumbnail: 'https://example.com/sandbox-kitties/1.png',
      serial: 1n,
      externalURL: 'https://example.com/sandbox-kitties/1',
      // The fixture's fourth trait is of another type: the detail script leaves it out.
      traits: [
        { name: 'Color', value: 'tabby' },
        { name: 'Lives', value: '8' },
        { name: 'Rare', value: 'true' },
      ],
    });
  });

  it('the list scripts cut oversized metadata in Cadence, character by character as the expected cut does', async () => {
    const alice = seeded.account('Alice');
    const issuerAccount = seeded.account('Sandbox token issuer');
    // 300 characters of two code points each ("q" and a combining acute, which NFC, Cadence's
    // normal form for strings, leaves as two): Cadence counts characters, not code points.
    const name = 'q\u0301'.repeat(300);
    const description = 'D'.repeat(100_000);
    const thumbnail = `https://example.com/${'x'.repeat(METADATA_LIMITS.uri)}.png`;
    const column = (value: JsonCadence): JsonCadence => ({ type: 'Array', value: [value] });
    const string = (value: string): JsonCadence => ({ type: 'String', value });
    await seeded.chain.send(
      readFileSync(new URL('../transactions/mint_nfts.cdc', import.meta.url), 'utf8'),
      [
        column({ type: 'UInt64', value: '9001' }),
        column(string(name)),
        column(string(description)),
        column(string(thumbnail)),
        column({ type: 'Optional', value: null }),
        column(string('')),
        column({ type: 'Array', value: [] }),
        column({ type: 'Array', value: [] }),
      ],
      {
        proposer: localAuthz(alice),
        payer: localAuthz(alice),
        authorizers: [localAuthz(alice), localAuthz(issuerAccount)],
      },
    );
    const raw = await seeded.query(getNftsPageScript, {
      address: alice.address,
      storagePath: 'SandboxKittiesCollection',
      offset: 0n,
      limit: 100n,
    });
    const item = decodeNftPage(raw, 100).items.find((candidate) => candidate.id === 9001n);
    expect(item).toEqual({ id: 9001n, name: clipped(name, METADATA_LIMITS.name), thumbnail: null });
    expect(item?.name).toBe(`${'q\u0301'.repeat(METADATA_LIMITS.name)}…`);
    // The 100 kB description is not in the page at all.
    expect(JSON.stringify(raw).length).toBeLessThan(20_000);
  });
});
