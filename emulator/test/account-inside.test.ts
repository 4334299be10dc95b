/**
 * Inside an account on the real emulator: keys and contracts from the access node's account
 * endpoint as the app's client reads them, and get_account_storage.cdc against what the seed
 * stored, page by page, and with a value whose contract no longer loads.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSources } from '../../src/features/contracts/contract-sources.ts';
import { accountSigning } from '../../src/features/keys/key-facts.ts';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import {
  getAccountStorageScript,
  type StorageDomain,
  type StorageEntry,
} from '../../src/flow/cadence/scripts/get_account_storage.ts';
import type { FlowClient } from '../../src/flow/client/flow-client.ts';
import { AccessNodeError } from '../../src/flow/errors.ts';
import { fixtureExtraKeyPair } from '../../worlds/keys.ts';
import type { Signers } from '../src/chain.ts';
import { cadence } from '../src/json-cadence.ts';
import { localAuthz } from '../src/local-signer.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';
import { storagePage, walkStorage } from './storage-pages.ts';

const SERVICE = '0xf8d6e0586b0a20c7';
const FLOW_TOKEN = 'A.0ae53cb6e3f42a79.FlowToken.Vault';
const COA = 'A.f8d6e0586b0a20c7.EVM.CadenceOwnedAccount';

describe('inside an account on the real emulator (normal world)', () => {
  let seeded: SeededEmulator;
  let client: FlowClient;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    client = seeded.client();
  });
  afterAll(() => seeded?.close());

  const page = (address: string, domain: StorageDomain, offset: number, limit: number) =>
    storagePage(seeded, address, domain, offset, limit);
  const walk = (address: string, domain: StorageDomain, limit: number) =>
    walkStorage(seeded, address, domain, limit);

  const asMap = (entries: readonly StorageEntry[]) =>
    Object.fromEntries(entries.map((entry) => [entry.path, `${entry.kind} ${entry.type}`]));

  it('keys: Alice’s signing key, a revoked key and two keys of weight 500, as seeded', async () => {
    const alice = seeded.account('Alice');
    const account = await client.getAccount(alice.address);
    const signing = accountSigning(account.keys);
    expect(
      signing.keys.map(({ index, weight, role, signatureAlgorithm, hashAlgorithm }) => ({
        index,
        weight,
        role,
        signatureAlgorithm,
        hashAlgorithm,
      })),
    ).toEqual([
      {
        index: 0,
        weight: 1000,
        role: 'alone',
        signatureAlgorithm: 'ECDSA P-256',
        hashAlgorithm: 'SHA3-256',
      },
      {
        index: 1,
        weight: 1000,
        role: 'revoked',
        signatureAlgorithm: 'ECDSA P-256',
        hashAlgorithm: 'SHA3-256',
      },
      {
        index: 2,
        weight: 500,
        role: 'together',
        signatureAlgorithm: 'ECDSA P-256',
        hashAlgorithm: 'SHA3-256',
      },
      {
        index: 3,
        weight: 500,
        role: 'together',
        signatureAlgorithm: 'ECDSA P-256',
        hashAlgorithm: 'SHA3-256',
      },
    ]);
    expect(signing.keys.slice(1).map((key) => key.publicKey)).toEqual(
      [1, 2, 3].map((keyIndex) => fixtureExtraKeyPair('normal', alice.index, keyIndex).publicKey),
    );
    expect(signing).toMatchObject({ active: 3, revoked: 1, soleSigners: 1, canSign: true });
  });

  it('contracts: the service account’s several contracts, each with its source', async () => {
    const account = await client.getAccount(SERVICE);
    const contracts = contractSources(account.contracts);
    const names = contracts.map((contract) => contract.name);
    expect(names).toEqual(expect.arrayContaining(['EVM', 'NonFungibleToken', 'MetadataViews']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const evm = contracts.find((contract) => contract.name === 'EVM');
    expect(evm?.code).toMatch(/access\(all\) contract EVM/);
    expect(evm?.lines).toBeGreaterThan(500);
    // Bob has none.
    expect(
      contractSources((await client.getAccount(seeded.account('Bob').address)).contracts),
    ).toEqual([]);
  });

  it('storage: exactly what the seed stored in Alice’s account, and what she publishes', async () => {
    const alice = seeded.account('Alice').address;
    const issuer = seeded.account('Sandbox token issuer').address.slice(2);
    const stored = await walk(alice, 'storage', 100);
    expect(asMap(stored.entries)).toEqual({
      '/storage/flowTokenVault': `vault ${FLOW_TOKEN}`,
      '/storage/sandboxUSDVault': `vault A.${issuer}.SandboxUSD.Vault`,
      '/storage/SandboxKittiesCollection': `collection A.${issuer}.SandboxKitties.Collection`,
      '/storage/evm': `coa ${COA}`,
      // The bridge's fee provider, stored by the seed's bridging, and the storage filler.
      '/storage/bridgeFlowVaultProvider':
        'capability Capability<auth(A.ee82856bf20e2aa6.FungibleToken.Withdraw)&{A.ee82856bf20e2aa6.FungibleToken.Provider}>',
      '/storage/flowdeckFiller0': 'other String',
    });
    expect(stored.total).toBe(6);
    const published = await walk(alice, 'public', 100);
    expect(asMap(published.entries)).toEqual({
      '/public/flowTokenReceiver': `vault Capability<&${FLOW_TOKEN}>`,
      '/public/flowTokenBalance': `vault Capability<&${FLOW_TOKEN}>`,
      '/public/sandboxUSDReceiver': `vault Capability<&A.${issuer}.SandboxUSD.Vault>`,
      '/public/sandboxUSDBalance': `vault Capability<&A.${issuer}.SandboxUSD.Vault>`,
      '/public/SandboxKittiesCollection': `collection Capability<&A.${issuer}.SandboxKitties.Collection>`,
      '/public/evm': `coa Capability<&${COA}>`,
    });
  });

  it('storage: pages of two walk the same paths in the same order as one page', async () => {
    const alice = seeded.account('Alice').address;
    for (const domain of ['storage', 'public'] as const) {
      const whole = await page(alice, domain, 0, 100);
      const paged = await walk(alice, domain, 2);
      expect(paged.entries).toEqual(whole.entries);
      expect(await page(alice, domain, whole.total, 2)).toEqual({
        total: whole.total,
        entries: [],
      });
    }
  });

  it('storage: a value whose contract no longer loads is marked, and the rest is still listed', async () => {
    const bob = seeded.account('Bob');
    const asBob: Signers = {
      proposer: localAuthz(bob),
      payer: localAuthz(bob),
      authorizers: [localAuthz(bob)],
    };
    const before = asMap((await walk(bob.address, 'storage', 100)).entries);
    const contract = (action: 'add' | 'update') =>
      `transaction(name: String, code: String) { prepare(account: auth(${action === 'add' ? 'AddContract' : 'UpdateContract'}) &Account) { account.contracts.${action}(name: name, code: code.utf8) } }`;
    // Fragile's resource calls Helper.help(); once Helper drops it, Fragile no longer type-checks.
    await seeded.chain.send(
      contract('add'),
      [
        cadence.string('Helper'),
        cadence.string('access(all) contract Helper { access(all) fun help(): Int { return 1 } }'),
      ],
      asBob,
    );
    await seeded.chain.send(
      contract('add'),
      [
        cadence.string('Fragile'),
        cadence.string(
          `import Helper from ${bob.address}\naccess(all) contract Fragile {\n access(all) resource R { access(all) let n: Int\n init() { self.n = Helper.help() } }\n access(all) fun make(): @R { return <- create R() }\n}`,
        ),
      ],
      asBob,
    );
    await seeded.chain.send(
      `import Fragile from ${bob.address}\ntransaction { prepare(account: auth(SaveValue, IssueStorageCapabilityController, PublishCapability) &Account) {\n account.storage.save(<- Fragile.make(), to: /storage/fragile)\n account.capabilities.publish(account.capabilities.storage.issue<&Fragile.R>(/storage/fragile), at: /public/fragile)\n} }`,
      [],
      asBob,
    );
    const fragile = `A.${bob.address.slice(2)}.Fragile.R`;
    expect((await walk(bob.address, 'storage', 100)).entries).toContainEqual({
      path: '/storage/fragile',
      type: fragile,
      kind: 'other',
    });
    await seeded.chain.send(
      contract('update'),
      [
        cadence.string('Helper'),
        cadence.string('access(all) contract Helper { access(all) fun other(): Int { return 2 } }'),
      ],
      asBob,
    );

    const stored = await walk(bob.address, 'storage', 2);
    expect(stored.entries).toContainEqual({ path: '/storage/fragile', type: fragile, kind: null });
    expect(asMap(stored.entries.filter((entry) => entry.path !== '/storage/fragile'))).toEqual(
      before,
    );
    const published = await walk(bob.address, 'public', 100);
    expect(published.entries).toContainEqual({ path: '/public/fragile', type: '', kind: null });
    expect(published.entries.filter((entry) => entry.kind === null)).toHaveLength(1);
    expect(published.total).toBe(published.entries.length);
  });

  it('storage: an account that does not exist holds nothing; a bad domain fails the pre-condition', async () => {
    expect(await page('0x0000000000000bad', 'storage', 0, 10)).toEqual({ total: 0, entries: [] });
    const error = await client
      .query({
        cadence: getAccountStorageScript.cadence,
        args: encodeArguments(getAccountStorageScript, {
          address: seeded.account('Alice').address,
          domain: 'private',
          offset: 0n,
          limit: 10n,
        }),
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).flowError?.code).toBe(1101);
    expect((error as AccessNodeError).details).toMatch(
      /pre-condition failed: domain must be storage or public/,
    );
  });
});
