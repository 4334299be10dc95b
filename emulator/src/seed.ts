/**
 * Seeds a world (worlds/) onto the real emulator through real transactions: its accounts with
 * their test keys, FLOW, fungible tokens and NFT collections (deployed from emulator/contracts/),
 * COAs and storage use.
 */
import { readFileSync } from 'node:fs';
import { flowAddressAtIndex } from '../../src/flow/address.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { fixtureContractSource, renamed } from '../../worlds/contract-source.ts';
import { fixtureExtraKeyPair, TEST_KEY_PAIR } from '../../worlds/keys.ts';
import type {
  FixtureAccount,
  FixtureCollection,
  FixtureDefinition,
  FixtureNft,
  FixtureVault,
} from '../../worlds/types.ts';
import type { EmulatorChain, JsonCadence, Signers } from './chain.ts';
import { EMULATOR_STARTUP_ACCOUNT_INDEX } from './emulator-world.ts';
import { cadence } from './json-cadence.ts';
import { localAuthz, SERVICE_ACCOUNT, serviceSigners } from './local-signer.ts';
import { inBatches, mintTokensCode } from './seed-batches.ts';
import { type SeededEvm, seedEvm } from './seed-evm.ts';
import { seedStaking } from './seed-staking.ts';
import type { SeededAccount } from './seed-types.ts';
import { breakHelper, deployDependingOnHelper } from './unloadable-contract.ts';

const FIRST_USER_INDEX = EMULATOR_STARTUP_ACCOUNT_INDEX + 1;
const NFTS_PER_TRANSACTION = 50;

const source = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const appSource = (path: string) =>
  readFileSync(new URL(`../../src/flow/cadence/${path}`, import.meta.url), 'utf8');

export type { SeededAccount };

export interface SeededWorld {
  readonly fixture: string;
  readonly accounts: readonly SeededAccount[];
  readonly evm: SeededEvm;
}

/** The world as tools may see it: addresses and what is where, without the test keys. */
export function publicWorld(world: SeededWorld) {
  return {
    fixture: world.fixture,
    accounts: world.accounts.map(({ privateKey: _key, ...account }) => account),
    evm: world.evm,
  };
}

export type PublicWorld = ReturnType<typeof publicWorld>;

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * Makes `chain` resolve `import "Name"` for every contract `fixture` deploys, at its issuer in
 * `world`: for a chain started from a world seeded earlier.
 */
export function knowWorldContracts(
  chain: EmulatorChain,
  fixture: FixtureDefinition,
  world: SeededWorld,
): void {
  for (const spec of fixture.accounts) {
    const issuer = world.accounts.find((account) => account.index === spec.index);
    if (spec.system || !issuer) continue;
    for (const name of spec.contracts ?? []) chain.knowContract(name, issuer.address);
  }
}

export async function seedWorld(
  chain: EmulatorChain,
  fixture: FixtureDefinition,
  onProgress: (message: string) => void = () => {},
): Promise<SeededWorld> {
  const serviceAuthz = localAuthz(SERVICE_ACCOUNT);
  const signedBy = (...authorizers: SeededAccount[]): Signers => ({
    proposer: serviceAuthz,
    payer: serviceAuthz,
    authorizers: authorizers.map(localAuthz),
  });
  const asService = serviceSigners();

  const accounts = await createAccounts(chain, fixture, asService, onProgress);
  const byIndex = (index: number): SeededAccount => {
    const found = accounts.find((account) => account.index === index);
    if (!found) throw new Error(`the ${fixture.name} world has no account ${index}`);
    return found;
  };
  const issuerOf = (contract: string | number) =>
    typeof contract === 'number' ? byIndex(contract) : null;

  for (const spec of fixture.accounts) {
    if (spec.system || !spec.extraKeys?.length) continue;
    const holder = byIndex(spec.index);
    const keys = spec.extraKeys;
    await chain.send(
      source('transactions/add_keys.cdc'),
      [
        cadence.array(
          keys.map((_, position) =>
            cadence.string(fixtureExtraKeyPair(fixture.name, spec.index, position + 1).publicKey),
          ),
        ),
        cadence.array(keys.map((key) => cadence.ufix64(BigInt(key.weight) * 100_000_000n))),
        cadence.array(keys.map((key) => cadence.bool(key.revoked ?? false))),
      ],
      signedBy(holder),
    );
  }

  for (const spec of fixture.accounts) {
    if (spec.system || !spec.contracts?.length) continue;
    const issuer = byIndex(spec.index);
    onProgress(`deploying ${spec.contracts.length} contract(s) to ${issuer.label}`);
    await deployContracts(chain, fixture, issuer, spec.contracts, signedBy(issuer));
    for (const name of spec.contracts) chain.knowContract(name, issuer.address);
  }

  for (const spec of fixture.accounts) {
    if (spec.system) continue;
    const holder = byIndex(spec.index);
    for (const [issuerIndex, vaults] of runsByIssuer(spec.vaults ?? [])) {
      const issuer = byIndex(issuerIndex);
      for (const batch of inBatches(vaults)) {
        await chain.send(
          mintTokensCode(
            source('transactions/mint_tokens.cdc'),
            batch.map((vault) => vault.contractName),
          ),
          [
            cadence.array(batch.map((vault) => cadence.ufix64(parseUFix64(vault.balance)))),
            cadence.array(batch.map((vault) => cadence.bool(vault.receiver ?? true))),
          ],
          signedBy(holder, issuer),
        );
      }
    }
    for (const collection of spec.collections ?? []) {
      const issuer = issuerOf(collection.contract);
      if (!issuer) continue;
      onProgress(
        `minting ${collection.nfts.length} ${collection.contractName} NFTs for ${holder.label}`,
      );
      const regular = collection.nfts.filter((nft) => oversizedText(nft) === null);
      // At least one batch, even empty: it gives the holder the collection.
      for (let start = 0; start === 0 || start < regular.length; start += NFTS_PER_TRANSACTION) {
        const batch = regular.slice(start, start + NFTS_PER_TRANSACTION);
        await chain.send(
          renamed(source('transactions/mint_nfts.cdc'), 'SandboxKitties', collection.contractName),
          mintArguments(batch),
          signedBy(holder, issuer),
        );
      }
      for (const run of oversizedRuns(collection.nfts)) {
        await chain.send(
          renamed(
            source('transactions/mint_oversized_nfts.cdc'),
            'SandboxKitties',
            collection.contractName,
          ),
          [cadence.uint64(run.firstId), cadence.uint64(run.count), cadence.string(run.text)],
          signedBy(holder, issuer),
        );
      }
    }
    if (spec.hasFlowVault === false) {
      await chain.send(source('transactions/unpublish_flow_receiver.cdc'), [], signedBy(holder));
    }
  }

  onProgress('seeding the EVM side');
  const serviceAccount: SeededAccount = {
    index: 1,
    label: 'Service account',
    address: SERVICE_ACCOUNT.address,
    privateKey: SERVICE_ACCOUNT.privateKey,
  };
  const evm = await seedEvm({
    chain,
    fixture,
    service: serviceAccount,
    accountAt: (index) => (index === 1 ? serviceAccount : byIndex(index)),
    signedBy,
  });

  const delegators = fixture.accounts.flatMap((spec) =>
    spec.delegates === undefined
      ? []
      : [{ account: byIndex(spec.index), amount: parseUFix64(spec.delegates) }],
  );
  if (delegators.length > 0) onProgress('staking: the node and its delegators');
  await seedStaking(chain, delegators, signedBy);

  // Bridging and delegating pay their fees in FLOW: top every vault back up to the world's figure.
  for (const spec of fixture.accounts) {
    if (spec.system) continue;
    const account = byIndex(spec.index);
    const balance = parseUFix64(
      String(await chain.query(FLOW_BALANCE, [cadence.address(account.address)])),
    );
    const wanted = parseUFix64(spec.flow);
    if (balance < wanted) {
      await chain.send(
        appSource('transactions/transfer_flow.cdc'),
        [cadence.ufix64(wanted - balance), cadence.address(account.address)],
        asService,
      );
    }
  }

  // Once every holder has its vault, the world's unloadable contracts stop loading.
  for (const spec of fixture.accounts) {
    for (const vault of spec.vaults ?? []) {
      if (vault.fault !== 'unloadable' || typeof vault.contract !== 'number') continue;
      const issuer = byIndex(vault.contract);
      await breakHelper(chain, vault.contractName, signedBy(issuer));
    }
  }

  for (const spec of fixture.accounts) {
    if (spec.system || spec.storageUsed === undefined) continue;
    await fillStorage(chain, byIndex(spec.index), spec.storageUsed, signedBy(byIndex(spec.index)));
  }
  return { fixture: fixture.name, accounts, evm };
}

/**
 * The vaults of a world's own tokens (others are FLOW's, seeded apart), in runs of one issuer, in
 * the world's order.
 */
function runsByIssuer(vaults: readonly FixtureVault[]): [number, FixtureVault[]][] {
  const runs: [number, FixtureVault[]][] = [];
  for (const vault of vaults) {
    if (typeof vault.contract !== 'number') continue;
    const run = runs.at(-1);
    if (run?.[0] === vault.contract) run[1].push(vault);
    else runs.push([vault.contract, [vault]]);
  }
  return runs;
}

async function createAccounts(
  chain: EmulatorChain,
  fixture: FixtureDefinition,
  asService: Signers,
  onProgress: (message: string) => void,
): Promise<SeededAccount[]> {
  const users = fixture.accounts.filter((spec) => !spec.system);
  const last = Math.max(...users.map((spec) => spec.index));
  onProgress(`creating accounts ${FIRST_USER_INDEX}–${last}`);
  const created: SeededAccount[] = [];
  // Addresses follow creation order, so every index up to the last is created, unused ones too.
  for (let index = FIRST_USER_INDEX; index <= last; index += 1) {
    const spec: FixtureAccount | undefined = users.find((candidate) => candidate.index === index);
    const sealed = await chain.send(
      source('transactions/create_account.cdc'),
      [cadence.string(TEST_KEY_PAIR.publicKey), cadence.ufix64(parseUFix64(spec?.flow ?? '0.0'))],
      asService,
    );
    const event = sealed.events.find((candidate) => candidate.type === 'flow.AccountCreated');
    const address = String((event?.data as { address?: unknown } | undefined)?.address ?? '');
    const expected = flowAddressAtIndex(index, 'local');
    if (address !== expected) {
      throw new Error(`account ${index} was created at ${address}, not at ${expected}`);
    }
    created.push({
      index,
      label: spec?.label ?? `unused ${index}`,
      address,
      privateKey: TEST_KEY_PAIR.privateKey,
    });
  }
  return created;
}

function findVault(
  fixture: FixtureDefinition,
  issuerIndex: number,
  name: string,
): FixtureVault | undefined {
  return fixture.accounts
    .flatMap((spec) => spec.vaults ?? [])
    .find((vault) => vault.contract === issuerIndex && vault.contractName === name);
}

function findCollection(
  fixture: FixtureDefinition,
  issuerIndex: number,
  name: string,
): FixtureCollection | undefined {
  return fixture.accounts
    .flatMap((spec) => spec.collections ?? [])
    .find((collection) => collection.contract === issuerIndex && collection.contractName === name);
}

/** Deploys `names` to `issuer`, as many to a transaction as SEEDING_BATCH, in their order. */
async function deployContracts(
  chain: EmulatorChain,
  fixture: FixtureDefinition,
  issuer: SeededAccount,
  names: readonly string[],
  signers: Signers,
): Promise<void> {
  const describe = (name: string) => {
    const vault = findVault(fixture, issuer.index, name);
    const collection = vault ? undefined : findCollection(fixture, issuer.index, name);
    if (!vault && !collection) {
      throw new Error(`the ${fixture.name} world does not describe the contract ${name}`);
    }
    return { name, vault, collection };
  };
  // Runs of tokens and of collections, each run deployed by its own transaction.
  const runs: ReturnType<typeof describe>[][] = [];
  for (const contract of names.map(describe)) {
    const run = runs.at(-1);
    if (run && Boolean(run[0]?.vault) === Boolean(contract.vault)) run.push(contract);
    else runs.push([contract]);
  }
  for (const run of runs) {
    for (const batch of inBatches(run)) {
      const vaults = batch.flatMap(({ vault }) => (vault ? [vault] : []));
      if (vaults.length > 0) await deployTokens(chain, issuer, vaults, signers);
      const collections = batch.flatMap(({ collection }) => (collection ? [collection] : []));
      if (collections.length > 0) await deployCollections(chain, collections, signers);
    }
  }
}

async function deployTokens(
  chain: EmulatorChain,
  issuer: SeededAccount,
  vaults: readonly FixtureVault[],
  signers: Signers,
): Promise<void> {
  const codes: string[] = [];
  for (const vault of vaults) {
    const plain = chain.resolve(fixtureContractSource('token', vault.contractName));
    codes.push(
      vault.fault === 'unloadable'
        ? await deployDependingOnHelper(chain, issuer.address, vault.contractName, plain, signers)
        : plain,
    );
  }
  await chain.send(
    source('transactions/deploy_token_contract.cdc'),
    [
      cadence.array(vaults.map((vault) => cadence.string(vault.contractName))),
      cadence.array(codes.map(cadence.string)),
      cadence.array(
        vaults.map((vault) =>
          cadence.dictionary({
            name: cadence.string(vault.name),
            symbol: cadence.string(vault.symbol),
            description: cadence.string(vault.description ?? ''),
            logo: cadence.string(vault.logo),
            externalURL: cadence.string(vault.externalUrl ?? ''),
            ...(vault.fault === 'display' && { fault: cadence.string(vault.fault) }),
          }),
        ),
      ),
      cadence.array(vaults.map((vault) => cadence.string(lowerFirst(vault.contractName)))),
      cadence.array(vaults.map((vault) => cadence.bool(vault.metadataViews ?? true))),
    ],
    signers,
  );
}

async function deployCollections(
  chain: EmulatorChain,
  collections: readonly FixtureCollection[],
  signers: Signers,
): Promise<void> {
  await chain.send(
    source('transactions/deploy_nft_contract.cdc'),
    [
      cadence.array(collections.map((collection) => cadence.string(collection.contractName))),
      cadence.array(
        collections.map((collection) =>
          cadence.string(chain.resolve(fixtureContractSource('nft', collection.contractName))),
        ),
      ),
      cadence.array(
        collections.map((collection) =>
          cadence.dictionary({
            name: cadence.string(collection.name),
            description: cadence.string(collection.description),
            squareImage: cadence.string(collection.squareImage),
            bannerImage: cadence.string(collection.bannerImage ?? collection.squareImage),
            externalURL: cadence.string(collection.externalUrl ?? ''),
            ...(collection.fault && { fault: cadence.string(collection.fault) }),
          }),
        ),
      ),
    ],
    signers,
  );
}

/** A trait's value as the fixture means it: `null` stands for a value of another type. */
function traitValue(value: string | number | boolean | null): JsonCadence {
  if (value === null) return cadence.path('public', 'flowdeckTraitOfAnotherType');
  if (typeof value === 'string') return cadence.string(value);
  if (typeof value === 'boolean') return cadence.bool(value);
  return cadence.int(value);
}

/** Texts longer than this cannot travel in a batch of mints (Flow limits a transaction's size). */
const OVERSIZED_TEXT_LENGTH = 100_000;

/**
 * Oversized NFTs a transaction mints: each writes about 6 MB, which Flow meters; two to a
 * transaction stay within the seeding's compute limit of 9,999 (three do not).
 */
const OVERSIZED_NFTS_PER_TRANSACTION = 2n;

/** The oversized NFTs in runs of consecutive ids sharing one text, each run one transaction. */
function oversizedRuns(
  nfts: readonly FixtureNft[],
): { firstId: bigint; count: bigint; text: string }[] {
  const runs: { firstId: bigint; count: bigint; text: string }[] = [];
  for (const nft of nfts) {
    const text = oversizedText(nft);
    if (text === null) continue;
    const id = BigInt(nft.id);
    const run = runs.at(-1);
    if (
      run &&
      run.text === text &&
      run.firstId + run.count === id &&
      run.count < OVERSIZED_NFTS_PER_TRANSACTION
    ) {
      run.count += 1n;
    } else {
      runs.push({ firstId: id, count: 1n, text });
    }
  }
  return runs;
}

/**
 * The one text of an NFT whose texts are too long to mint in a batch, or null for a regular NFT.
 * mint_oversized_nfts.cdc writes one text into every field, so such an NFT must have one text.
 */
function oversizedText(nft: FixtureNft): string | null {
  const texts = [
    nft.name,
    nft.description,
    nft.thumbnail,
    nft.externalUrl ?? '',
    ...(nft.traits ?? []).flatMap((trait) => [trait.name, String(trait.value)]),
  ];
  if (texts.every((text) => text.length <= OVERSIZED_TEXT_LENGTH)) return null;
  const [first] = texts;
  if (texts.some((text) => text !== first) || (nft.traits ?? []).length !== 1) {
    throw new Error(
      `NFT ${nft.id}: an oversized NFT must hold one text in every field and one trait`,
    );
  }
  return first ?? null;
}

function mintArguments(nfts: readonly FixtureNft[]): JsonCadence[] {
  const column = (pick: (nft: FixtureNft) => JsonCadence) => cadence.array(nfts.map(pick));
  return [
    column((nft) => cadence.uint64(BigInt(nft.id))),
    column((nft) => cadence.string(nft.name)),
    column((nft) => cadence.string(nft.description)),
    column((nft) => cadence.string(nft.thumbnail)),
    column((nft) =>
      cadence.optional(nft.serial === undefined ? null : cadence.uint64(BigInt(nft.serial))),
    ),
    column((nft) => cadence.string(nft.externalUrl ?? '')),
    column((nft) => cadence.array((nft.traits ?? []).map((trait) => cadence.string(trait.name)))),
    column((nft) => cadence.array((nft.traits ?? []).map((trait) => traitValue(trait.value)))),
  ];
}

const FLOW_BALANCE = `access(all) fun main(address: Address): UFix64 { return getAccount(address).balance }`;

const STORAGE_USED = `access(all) fun main(address: Address): UInt64 { return getAccount(address).storage.used }`;

/** Under the access node's request size limit, with room for the transaction around it. */
const FILLER_PER_TRANSACTION = 400_000;
/** A stored string costs a few dozen bytes beyond its length; a first guess, then corrected. */
const FILLER_OVERHEAD = 100;

async function fillStorage(
  chain: EmulatorChain,
  account: SeededAccount,
  target: number,
  signers: Signers,
): Promise<void> {
  const usedNow = async () =>
    Number(await chain.query(STORAGE_USED, [cadence.address(account.address)]));
  const store = (size: number, slot: number) =>
    chain.send(
      source('transactions/fill_storage.cdc'),
      [cadence.string('x'.repeat(size)), cadence.int(slot)],
      signers,
    );
  let missing = target - (await usedNow());
  if (missing <= FILLER_OVERHEAD) return;
  let slot = 0;
  let size = 0;
  for (; missing > FILLER_OVERHEAD; slot += 1) {
    size = Math.min(missing - FILLER_OVERHEAD, FILLER_PER_TRANSACTION);
    await store(size, slot);
    missing -= size + FILLER_OVERHEAD;
  }
  // Resize the last filler by what is still off, until storage use is exactly the target.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const off = target - (await usedNow());
    if (off === 0 || size + off < 0) return;
    size += off;
    await store(size, slot - 1);
  }
}
