/**
 * The sandbox's in-memory ledger: accounts with keys, FLOW balances and storage, fungible-token
 * vaults, NFT collections and COAs. Money is bigint only: FLOW and Cadence tokens in 1e-8 units
 * (UFix64), EVM balances in attoFLOW / wei (1e-18).
 *
 * Storage capacity follows FlowStorageFees: 100 MB (10^8 bytes) per reserved FLOW, so one 1e-8
 * unit of FLOW buys one byte; an account whose FLOW balance is below the minimum reservation
 * (0.001 FLOW) has capacity 0. The reserved (unspendable) balance is max(storage used, 0.001 FLOW).
 */

import { normalizeAddress } from '../../fault-proxy/src/util.ts';
import { flowAddressAtIndex } from '../../src/flow/address.ts';
import { parseUFix64 } from '../../src/flow/ufix64.ts';
import { fixtureExtraKeyPair, TEST_KEY_PAIR } from '../../worlds/keys.ts';
import type { FixtureDefinition } from '../../worlds/types.ts';
import { type BridgeState, emptyBridgeState, seedBridge } from './bridge.ts';
import { flowTotals } from './conservation.ts';
import { copyState } from './copy-state.ts';
import { coaAddressFor, emptyEvmState, evmBalanceOf, evmBalances } from './evm.ts';
import { deployWflow, mintBackedWflow } from './wflow.ts';

export type SandboxChainId = 'flow-emulator' | 'flow-testnet';
export type SandboxNetwork = 'local' | 'testnet';

export function isSandboxChainId(value: unknown): value is SandboxChainId {
  return value === 'flow-emulator' || value === 'flow-testnet';
}

function networkOfChain(chainId: SandboxChainId): SandboxNetwork {
  return chainId === 'flow-emulator' ? 'local' : 'testnet';
}

const MINIMUM_STORAGE_RESERVATION = 100_000n; // 0.001 FLOW in 1e-8 units
const BYTES_PER_FLOW_UNIT = 1n; // 100 MB per FLOW
export const ATTO_PER_UNIT = 10_000_000_000n; // 1e-8 FLOW = 1e10 attoFLOW

interface AccountKey {
  index: number;
  /** X‖Y, 128 hex. */
  publicKey: string;
  /** Held by the wallet only; a public test key. */
  privateKey: string;
  signingAlgorithm: 'ECDSAP256';
  hashingAlgorithm: 'SHA3_256';
  weight: number;
  sequenceNumber: bigint;
  revoked: boolean;
}

interface FlowVault {
  uuid: bigint;
  balance: bigint;
  /** Whether /public/flowTokenReceiver is published. */
  receiver: boolean;
  /** Whether /public/flowTokenBalance is published. */
  balanceCapability: boolean;
}

export interface FungibleTokenVault {
  uuid: bigint;
  /** `0x`-prefixed address of the token contract. */
  contractAddress: string;
  contractName: string;
  /** `A.<addr>.<Contract>.Vault`. */
  typeIdentifier: string;
  name: string;
  symbol: string;
  description: string;
  logo: string;
  externalUrl: string;
  balance: bigint;
  storagePath: string;
  receiverPath: string;
  balancePath: string;
  /** EVM ERC-20 counterpart, when bridged. */
  evmAddress: string | null;
  /** The ERC-20's decimals (FlowEVMBridgeUtils.getTokenDecimals); 18 unless the fixture says. */
  evmDecimals: number;
  /**
   * Whether the vault resolves FTDisplay and FTVaultData. Tokens that predate the metadata
   * standard do not; get_token_vaults.cdc leaves them out (get_account_summary counts them).
   */
  metadataViews: boolean;
  /** Whether a Receiver capability is published at `receiverPath` (it usually is). */
  receiver: boolean;
  /** A broken contract whose FTDisplay view panics (emulator/contracts/SandboxUSD.cdc). */
  fault: 'display' | null;
}

/**
 * A stored value whose contract no longer loads (it fails to type-check or to import): Cadence's
 * forEachStored skips it and any use of its type panics, so only the storage explorer lists it,
 * as unreadable, by its path and its type's identifier.
 */
interface UnloadableValue {
  path: string;
  type: string;
}

export interface Nft {
  id: bigint;
  uuid: bigint;
  name: string;
  description: string;
  thumbnail: string;
  serial: bigint | null;
  externalUrl: string;
  /** The Traits view (MetadataViews.Traits); empty when the NFT resolves none. */
  traits: NftTrait[];
}

/**
 * One trait. A number is an integer trait (Cadence Int/UInt64); null stands for a value of a
 * type get_nft_detail.cdc cannot describe (a struct, an array...), which it leaves out.
 */
export interface NftTrait {
  name: string;
  value: string | number | boolean | null;
}

export interface NftCollection {
  contractAddress: string;
  contractName: string;
  /** `A.<addr>.<Contract>.NFT`. */
  nftTypeIdentifier: string;
  name: string;
  description: string;
  squareImage: string;
  bannerImage: string;
  externalUrl: string;
  storagePath: string;
  publicPath: string;
  nfts: Nft[];
  /** A broken contract whose views panic there (emulator/contracts/SandboxKitties.cdc). */
  fault: 'resolveView' | 'getViews' | 'getLength' | null;
}

export interface Coa {
  uuid: bigint;
  /** `0x` + 40 hex, `0x000000000000000000000002` + 8-byte id. */
  evmAddress: string;
  /** Native FLOW on EVM, attoFLOW. */
  balanceAtto: bigint;
  /** The EVM nonce: 1 once deployed (EIP-161), then one more per call the COA makes. */
  nonce: bigint;
  /**
   * Other ERC-20 balances held by the COA, by token contract (`0x` + 40 lowercase hex), in the
   * token's smallest unit (what `balanceOf(coa)` answers).
   */
  erc20Balances: Record<string, bigint>;
}

export interface LedgerAccount {
  /** `0x` + 16 lowercase hex. */
  address: string;
  index: number;
  label: string;
  system: boolean;
  keys: AccountKey[];
  flowVault: FlowVault | null;
  storageUsed: bigint;
  vaults: FungibleTokenVault[];
  collections: NftCollection[];
  coa: Coa | null;
  /** Contract name → Cadence code (only names matter to the sandbox). */
  contracts: Record<string, string>;
  /** Values no script can read (a fixture vault's `unloadable` fault); none when absent. */
  unloadable?: UnloadableValue[];
}

/**
 * An EVM address other than a ledger account's COA (whose balance lives on its `Coa`): an EOA,
 * a contract, the native-token bridge.
 */
export interface EvmAccount {
  /** `0x` + 40 lowercase hex. */
  address: string;
  /** Native FLOW, attoFLOW. */
  balanceAtto: bigint;
  /** The EVM nonce (the native-token bridge counts the deposit calls it makes). */
  nonce: bigint;
}

/** WFLOW's ERC-20 state (wflow.ts); its native FLOW is its `EvmAccount`'s balance. */
export interface WflowState {
  /** Holder (`0x` + 40 lowercase hex) → wei. */
  balances: Record<string, bigint>;
  /** Owner → spender → wei. */
  allowances: Record<string, Record<string, bigint>>;
}

/** Flow EVM besides the COAs (see evm.ts). */
export interface EvmState {
  /** In the order they were first used. */
  accounts: EvmAccount[];
  wflow: WflowState;
  /** The EVM block being built: one per Flow block, numbered with its height. */
  block: { height: bigint; transactionCount: number };
}

export interface LedgerState {
  chainId: SandboxChainId;
  fixture: string;
  accounts: LedgerAccount[];
  nextUuid: bigint;
  evm: EvmState;
  /** FlowEVMBridge: associations, escrow, ERC-20/721 state, fees (bridge.ts). */
  bridge: BridgeState;
}

/** Contract name → `0x` address, for the active network. */
export type ContractAddresses = Record<string, string>;

export function storageCapacity(account: LedgerAccount): bigint {
  const balance = account.flowVault?.balance ?? 0n;
  if (balance < MINIMUM_STORAGE_RESERVATION) return 0n;
  return balance * BYTES_PER_FLOW_UNIT;
}

/** FLOW that must stay in the account to pay for its storage. */
function reservedBalance(account: LedgerAccount): bigint {
  const forStorage = account.storageUsed / BYTES_PER_FLOW_UNIT;
  return forStorage > MINIMUM_STORAGE_RESERVATION ? forStorage : MINIMUM_STORAGE_RESERVATION;
}

export function availableBalance(account: LedgerAccount): bigint {
  const balance = account.flowVault?.balance ?? 0n;
  const reserved = reservedBalance(account);
  return balance > reserved ? balance - reserved : 0n;
}

export class Ledger {
  constructor(
    readonly contracts: ContractAddresses,
    public state: LedgerState,
  ) {}

  /** A ledger seeded from a fixture, with the addresses of the chain. */
  static seed(
    contracts: ContractAddresses,
    chainId: SandboxChainId,
    fixture: FixtureDefinition,
  ): Ledger {
    return new Ledger(contracts, buildState(chainId, fixture, contracts));
  }

  get chainId(): SandboxChainId {
    return this.state.chainId;
  }

  get network(): SandboxNetwork {
    return networkOfChain(this.state.chainId);
  }

  account(address: string): LedgerAccount | undefined {
    const normalized = normalizeAddress(address);
    return this.state.accounts.find((account) => account.address === normalized);
  }

  userAccounts(): LedgerAccount[] {
    return this.state.accounts.filter((account) => !account.system);
  }

  /**
   * Where the contract `name` lives on this chain: the system contracts' addresses (from
   * flow.json), else the fixture account that holds a contract of that name.
   */
  contractAddress(name: string): string | undefined {
    const system = this.contracts[name];
    if (system !== undefined) return system;
    return this.state.accounts.find((account) => name in account.contracts)?.address;
  }

  nextUuid(): bigint {
    const uuid = this.state.nextUuid;
    this.state.nextUuid += 1n;
    return uuid;
  }

  /** A deep copy, to roll back a failed transaction. */
  snapshot(): LedgerState {
    return copyState(this.state);
  }

  restore(state: LedgerState): void {
    this.state = state;
  }

  /** The native FLOW balance of any EVM address (a COA's or another's), attoFLOW. */
  evmBalance(address: string): bigint {
    return evmBalanceOf(this.state, address);
  }

  /**
   * Total FLOW across Cadence vaults and every EVM address, in 1e-8 units (EVM dust below 1e-8
   * dropped; conservation.ts's flowTotals has the exact attoFLOW).
   */
  totalFlow(): bigint {
    return flowTotals(this.state, this.contracts).totalAtto / ATTO_PER_UNIT;
  }

  /** A JSON-safe view (bigints as strings, private keys left out). */
  toJSON(): unknown {
    return jsonSafe({
      ...this.state,
      accounts: this.state.accounts.map((account) => ({
        ...account,
        keys: account.keys.map(({ privateKey: _private, ...key }) => key),
        storageCapacity: storageCapacity(account),
        availableBalance: availableBalance(account),
      })),
      evmBalances: evmBalances(this.state),
      flowTotals: flowTotals(this.state, this.contracts),
    });
  }
}

/** Texts longer than this are summarised in the state's JSON (the hostile fixture's are 1 MB). */
const LONGEST_JSON_TEXT = 100_000;

export function jsonSafe(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) => {
      if (typeof v === 'bigint') return v.toString();
      if (typeof v === 'string' && v.length > LONGEST_JSON_TEXT) {
        return `${v.slice(0, 100)}… (${v.length} characters)`;
      }
      return v;
    }),
  );
}

function buildState(
  chainId: SandboxChainId,
  fixture: FixtureDefinition,
  contracts: ContractAddresses,
): LedgerState {
  const network = networkOfChain(chainId);
  const state: LedgerState = {
    chainId,
    fixture: fixture.name,
    accounts: [],
    nextUuid: 1000n,
    evm: emptyEvmState(),
    bridge: emptyBridgeState(),
  };
  deployWflow(state);
  const uuid = (): bigint => {
    const value = state.nextUuid;
    state.nextUuid += 1n;
    return value;
  };
  const addressOf = (index: number): string => normalizeAddress(flowAddressAtIndex(index, network));
  const resolveContract = (ref: string | number): string =>
    typeof ref === 'number' ? addressOf(ref) : normalizeAddress(contracts[ref] ?? '0x0');

  for (const spec of fixture.accounts) {
    const address = addressOf(spec.index);
    const balance = parseUFix64(spec.flow);
    const loadable = (spec.vaults ?? []).filter((vault) => vault.fault !== 'unloadable');
    const unloadable = (spec.vaults ?? []).filter((vault) => vault.fault === 'unloadable');
    const account: LedgerAccount = {
      address,
      index: spec.index,
      label: spec.label,
      system: spec.system ?? false,
      keys: [
        {
          index: 0,
          publicKey: TEST_KEY_PAIR.publicKey,
          privateKey: TEST_KEY_PAIR.privateKey,
          signingAlgorithm: 'ECDSAP256',
          hashingAlgorithm: 'SHA3_256',
          weight: 1000,
          sequenceNumber: BigInt(spec.sequenceNumber ?? 0),
          revoked: false,
        },
        ...(spec.extraKeys ?? []).map((key, position) => {
          const pair = fixtureExtraKeyPair(fixture.name, spec.index, position + 1);
          return {
            index: position + 1,
            publicKey: pair.publicKey,
            privateKey: pair.privateKey,
            signingAlgorithm: 'ECDSAP256' as const,
            hashingAlgorithm: 'SHA3_256' as const,
            weight: key.weight,
            sequenceNumber: 0n,
            revoked: key.revoked ?? false,
          };
        }),
      ],
      flowVault:
        spec.hasFlowVault === false
          ? null
          : {
              uuid: uuid(),
              balance,
              receiver: spec.flowReceiver ?? true,
              balanceCapability: true,
            },
      storageUsed: BigInt(spec.storageUsed ?? 2_000),
      vaults: loadable.map((vault) => {
        const at = resolveContract(vault.contract);
        const amount = parseUFix64(vault.balance);
        const lower = lowerFirst(vault.contractName);
        return {
          uuid: uuid(),
          contractAddress: at,
          contractName: vault.contractName,
          typeIdentifier: `A.${at.slice(2)}.${vault.contractName}.Vault`,
          name: vault.name,
          symbol: vault.symbol,
          description: vault.description ?? '',
          logo: vault.logo,
          externalUrl: vault.externalUrl ?? '',
          balance: amount,
          storagePath: `/storage/${lower}Vault`,
          receiverPath: `/public/${lower}Receiver`,
          balancePath: `/public/${lower}Balance`,
          evmAddress: vault.evmAddress ?? null,
          evmDecimals: vault.evmDecimals ?? 18,
          metadataViews: vault.metadataViews ?? true,
          receiver: vault.receiver ?? true,
          fault: vault.fault === 'display' ? 'display' : null,
        };
      }),
      unloadable: unloadable.map((vault) => {
        const at = resolveContract(vault.contract);
        return {
          path: `/storage/${lowerFirst(vault.contractName)}Vault`,
          type: `A.${at.slice(2)}.${vault.contractName}.Vault`,
        };
      }),
      collections: (spec.collections ?? []).map((collection) => {
        const at = resolveContract(collection.contract);
        return {
          contractAddress: at,
          contractName: collection.contractName,
          nftTypeIdentifier: `A.${at.slice(2)}.${collection.contractName}.NFT`,
          name: collection.name,
          description: collection.description,
          squareImage: collection.squareImage,
          bannerImage: collection.bannerImage ?? collection.squareImage,
          externalUrl: collection.externalUrl ?? '',
          storagePath: `/storage/${collection.contractName}Collection`,
          publicPath: `/public/${collection.contractName}Collection`,
          nfts: collection.nfts.map((nft) => ({
            id: BigInt(nft.id),
            uuid: uuid(),
            name: nft.name,
            description: nft.description,
            thumbnail: nft.thumbnail,
            serial: nft.serial === undefined ? null : BigInt(nft.serial),
            externalUrl: nft.externalUrl ?? '',
            traits: (nft.traits ?? []).map((trait) => ({ ...trait })),
          })),
          fault: collection.fault ?? null,
        };
      }),
      coa: null,
      contracts: Object.fromEntries((spec.contracts ?? []).map((name) => [name, ''])),
    };
    if (spec.coa !== undefined) {
      const id = uuid();
      const evmAddress = coaAddressFor(id);
      account.coa = {
        uuid: id,
        evmAddress,
        balanceAtto: BigInt(spec.coa.balanceAtto),
        nonce: 1n,
        erc20Balances: Object.fromEntries(
          Object.entries(spec.coa.erc20Balances ?? {}).map(([token, balance]) => [
            token.toLowerCase(),
            BigInt(balance),
          ]),
        ),
      };
      mintBackedWflow(state, evmAddress, BigInt(spec.coa.wflowBalance ?? '0'));
    }
    state.accounts.push(account);
  }
  seedBridge(state, fixture, contracts, uuid);
  return state;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
