/**
 * FlowEVMBridge in the sandbox's ledger (onflow/flow-evm-bridge, cadence/contracts/bridge/): the
 * fee settings and pause flag of FlowEVMBridgeConfig, the onboarded associations Cadence type ⇄
 * EVM contract, the Cadence escrow of Cadence-native assets (tokens locked, NFTs held), and the
 * ERC-20 / ERC-721 contracts on Flow EVM (bridge-deployed for Cadence-native assets; EVM-native
 * ones from the fixture) with their balances and owners.
 *
 * Fees follow FlowEVMBridgeUtils.calculateBridgeFee(bytes): FlowStorageFees' price of `bytes`
 * (100 MB per FLOW, so one byte costs one 1e-8 unit) plus FlowEVMBridgeConfig.baseFee. Amounts are
 * bigints: FLOW and Cadence tokens in 1e-8 units, ERC-20 amounts in the token's smallest unit.
 *
 * Pure state and queries only; the handlers (handlers/bridge-ops.ts) emit the events.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { encode as rlpEncode } from '@onflow/rlp';
import { hexToBytes, uintBytes } from '../../fault-proxy/src/flow-crypto.ts';
import { hexAddress, normalizeAddress } from '../../fault-proxy/src/util.ts';
import { formatUFix64, parseUFix64 } from '../../src/flow/ufix64.ts';
import type { FixtureDefinition } from '../../worlds/types.ts';
import { normalizeEvmAddress, WFLOW_ADDRESS } from './evm.ts';
import type { Coa, ContractAddresses, FungibleTokenVault, LedgerState, Nft } from './ledger.ts';

/** FlowEVMBridgeConfig.baseFee and onboardFee defaults of the sandbox (1e-8 units). */
const DEFAULT_BRIDGE_BASE_FEE = 100_000n; // 0.001 FLOW
const DEFAULT_BRIDGE_ONBOARD_FEE = 100_000_000n; // 1.0 FLOW
/** The storage the bridge transactions budget per asset: calculateBridgeFee(bytes: 400_000). */
export const FEE_ESTIMATE_BYTES = 400_000n;
/** What escrowing one NFT adds to the bridge account's storage (lockNFT's storage delta). */
export const NFT_ESCROW_BYTES = 1_200n;
/**
 * What locking tokens adds: the escrow vault exists from onboarding on, so a deposit changes
 * its balance only (lockTokens' storage delta is 0, or negative and reported as 0).
 */
export const TOKEN_ESCROW_BYTES = 0n;
/** FlowEVMBridgeConfig.gasLimit: the gas limit of every EVM call the bridge makes. */
export const BRIDGE_GAS_LIMIT = 15_000_000n;
/** FlowEVMBridgeConfig.defaultDecimals: the decimals of bridge-deployed ERC-20s. */
export const BRIDGE_DEFAULT_DECIMALS = 18;
/** FlowEVMBridgeFactory (testnet's address, on both sandbox chains). */
export const BRIDGE_FACTORY_ADDRESS = '0xf8146b4aef631853f0eb98dbe28706d029e52c52';
/** The bridge's COA, which holds escrowed ERC-20s / ERC-721s (testnet's, on both chains). */
export const BRIDGE_COA_ADDRESS = '0x0000000000000000000000023f946ffbc8829bfd';
/** FlowEVMBridgeUtils' contract name prefixes of bridge-defined Cadence assets. */
const BRIDGED_TOKEN_PREFIX = 'EVMVMBridgedToken_';
const BRIDGED_NFT_PREFIX = 'EVMVMBridgedNFT_';

export type BridgeAsset = 'ft' | 'nft';

/** FlowEVMBridgeConfig.registeredTypes: one onboarded Cadence type and its EVM contract. */
export interface BridgeAssociation {
  /** `A.<addr>.<Contract>.Vault` / `.NFT`. */
  type: string;
  /** `0x` + 40 lowercase hex. */
  evmAddress: string;
  asset: BridgeAsset;
  /** Where the asset is native: the other VM has the bridge-defined counterpart. */
  native: 'cadence' | 'evm';
}

/** An ERC-20 on Flow EVM the bridge knows of. */
export interface BridgeErc20 {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Deployed by the bridge's factory (mint/burn by the bridge) rather than EVM-native. */
  bridgeOwned: boolean;
  /** A broken contract: name() and symbol() revert (emulator/evm/WorldToken.sol's switch). */
  namesRevert?: boolean;
  /**
   * balanceOf(holder) for holders that are not a ledger account's COA (a COA's balance lives in
   * its `erc20Balances`, what get_token_vaults reads): the bridge COA's escrow, mostly.
   */
  balances: Record<string, bigint>;
}

/** An ERC-721 on Flow EVM the bridge knows of (ERC721Enumerable). */
export interface BridgeErc721 {
  address: string;
  name: string;
  symbol: string;
  bridgeOwned: boolean;
  /** Token id (decimal) → owner (`0x` + 40 lowercase hex). */
  owners: Record<string, string>;
  /** Owner → its token ids in tokenOfOwnerByIndex order (OpenZeppelin's swap-and-pop). */
  owned: Record<string, bigint[]>;
  /** Token id (decimal) → tokenURI. */
  tokenUris: Record<string, string>;
}

/** A Cadence-native token's escrow vault (FlowEVMBridgeTokenEscrow's locker). */
interface TokenEscrow {
  uuid: bigint;
  balance: bigint;
}

/** A Cadence-native NFT type's escrow (FlowEVMBridgeNFTEscrow's locker collection). */
interface NftEscrow {
  uuid: bigint;
  nfts: Nft[];
}

export interface BridgeState {
  /** FlowEVMBridgeConfig.baseFee, 1e-8 FLOW. */
  baseFee: bigint;
  /** FlowEVMBridgeConfig.onboardFee, 1e-8 FLOW. */
  onboardFee: bigint;
  /** FlowEVMBridgeConfig.isPaused(). */
  paused: boolean;
  /** The factory's nonce: the CREATE address of the next ERC it deploys. */
  factoryNonce: bigint;
  associations: BridgeAssociation[];
  erc20s: BridgeErc20[];
  erc721s: BridgeErc721[];
  /** By vault type identifier. */
  tokenEscrow: Record<string, TokenEscrow>;
  /** By NFT type identifier. */
  nftEscrow: Record<string, NftEscrow>;
  /** The uuid of each NFT collection resource, by `<address>:<storagePath>`. */
  collectionUuids: Record<string, bigint>;
}

export function emptyBridgeState(): BridgeState {
  return {
    baseFee: DEFAULT_BRIDGE_BASE_FEE,
    onboardFee: DEFAULT_BRIDGE_ONBOARD_FEE,
    paused: false,
    factoryNonce: 1n,
    associations: [],
    erc20s: [],
    erc721s: [],
    tokenEscrow: {},
    nftEscrow: {},
    collectionUuids: {},
  };
}

// ---------------------------------------------------------------- settings

/** The bridge's part of SandboxSettings (control.ts): fees as UFix64 text, like "0.001". */
export interface BridgeSettings {
  bridgeBaseFee: string;
  bridgeOnboardFee: string;
  bridgePaused: boolean;
}

export const DEFAULT_BRIDGE_SETTINGS: Readonly<BridgeSettings> = {
  bridgeBaseFee: formatUFix64(DEFAULT_BRIDGE_BASE_FEE),
  bridgeOnboardFee: formatUFix64(DEFAULT_BRIDGE_ONBOARD_FEE),
  bridgePaused: false,
};

/** A fee setting's 1e-8 units, or null unless it is UFix64 text ("1", "0.001", "2.50000000"). */
function parseFeeSetting(value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^\d+(?:\.\d{1,8})?$/.test(value)) return null;
  try {
    return parseUFix64(value);
  } catch {
    return null;
  }
}

/** A valid fee setting in Cadence's UFix64 form ("0.01" → "0.01000000"). */
export function normalizeFeeSetting(value: string): string {
  const units = parseFeeSetting(value);
  if (units === null) throw new Error(`not a fee setting: ${value}`);
  return formatUFix64(units);
}

/** Checks the bridge settings of an update; throws with the message the control API answers. */
export function validateBridgeSettings(update: Readonly<Record<string, unknown>>): void {
  for (const key of ['bridgeBaseFee', 'bridgeOnboardFee'] as const) {
    if (update[key] !== undefined && parseFeeSetting(update[key]) === null) {
      throw new Error(`${key} must be a FLOW amount as text with at most 8 decimals, e.g. "0.001"`);
    }
  }
  if (update.bridgePaused !== undefined && typeof update.bridgePaused !== 'boolean') {
    throw new Error('bridgePaused must be a boolean');
  }
}

/** Writes the settings into the ledger's bridge (what FlowEVMBridgeConfig's admin would set). */
export function applyBridgeSettings(bridge: BridgeState, settings: BridgeSettings): void {
  bridge.baseFee = parseFeeSetting(settings.bridgeBaseFee) ?? DEFAULT_BRIDGE_BASE_FEE;
  bridge.onboardFee = parseFeeSetting(settings.bridgeOnboardFee) ?? DEFAULT_BRIDGE_ONBOARD_FEE;
  bridge.paused = settings.bridgePaused;
}

// ---------------------------------------------------------------- amounts and fees

/** FlowEVMBridgeUtils.calculateBridgeFee(bytes:): storage at 1e-8 FLOW per byte, plus the base fee. */
export function calculateBridgeFee(bridge: BridgeState, bytes: bigint): bigint {
  return bytes + bridge.baseFee;
}

/** FlowEVMBridgeUtils.ufix64ToUInt256(value:decimals:). */
export function ufix64ToErc20(units: bigint, decimals: number): bigint {
  return decimals >= 8 ? units * 10n ** BigInt(decimals - 8) : units / 10n ** BigInt(8 - decimals);
}

/** FlowEVMBridgeUtils.uint256ToUFix64(value:decimals:): rounds down to 8 decimals. */
export function erc20ToUfix64(amount: bigint, decimals: number): bigint {
  return decimals >= 8
    ? amount / 10n ** BigInt(decimals - 8)
    : amount * 10n ** BigInt(8 - decimals);
}

// ---------------------------------------------------------------- types

export interface ParsedTypeIdentifier {
  /** `0x` + 16 hex. */
  address: string;
  contractName: string;
  name: string;
}

/** `A.<16 hex>.<Contract>.<Name>`, or null. */
export function parseTypeIdentifier(identifier: string): ParsedTypeIdentifier | null {
  const match = /^A\.([0-9a-f]{16})\.([A-Za-z_][A-Za-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*)$/.exec(
    identifier,
  );
  if (match === null) return null;
  const [, address = '', contractName = '', name = ''] = match;
  return { address: `0x${address}`, contractName, name };
}

export function typeIdentifier(address: string, contractName: string, name: string): string {
  return `A.${hexAddress(address)}.${contractName}.${name}`;
}

/** The Cadence contract name the bridge deploys for an EVM-native contract. */
export function bridgedContractName(asset: BridgeAsset, evmAddress: string): string {
  const prefix = asset === 'ft' ? BRIDGED_TOKEN_PREFIX : BRIDGED_NFT_PREFIX;
  return `${prefix}${normalizeEvmAddress(evmAddress).slice(2)}`;
}

/** The bridge account (where FlowEVMBridge lives), `0x` + 16 hex. */
export function bridgeAccountAddress(contracts: ContractAddresses): string {
  return normalizeAddress(contracts.FlowEVMBridge ?? '0x0');
}

/** What a composite type the sandbox knows is: a fungible token vault, an NFT, or neither. */
export type CompositeKind = 'ft' | 'nft' | 'other';

/**
 * `CompositeType(identifier)`'s outcome: the kind of the composite, or null when Cadence would
 * answer nil (malformed, no such contract at that address, or no such composite in it). The
 * sandbox knows FlowToken, the fixture's token and NFT contracts (through the vaults and
 * collections that hold them) and the contracts the bridge deploys.
 */
export function compositeKind(
  state: LedgerState,
  contracts: ContractAddresses,
  identifier: string,
): CompositeKind | null {
  const parsed = parseTypeIdentifier(identifier);
  if (parsed === null) return null;
  const { address, contractName, name } = parsed;
  if (contractName === 'FlowToken' && normalizeAddress(contracts.FlowToken ?? '0x0') === address) {
    return name === 'Vault' ? 'ft' : null;
  }
  const deployed = state.accounts.find((account) => account.address === address)?.contracts ?? {};
  if (!(contractName in deployed)) return null;
  if (address === bridgeAccountAddress(contracts)) {
    if (contractName.startsWith(BRIDGED_TOKEN_PREFIX)) return name === 'Vault' ? 'ft' : null;
    if (contractName.startsWith(BRIDGED_NFT_PREFIX)) {
      return name === 'NFT' ? 'nft' : name === 'Collection' ? 'other' : null;
    }
  }
  for (const account of state.accounts) {
    if (
      account.vaults.some((v) => v.contractAddress === address && v.contractName === contractName)
    ) {
      return name === 'Vault' ? 'ft' : null;
    }
    if (
      account.collections.some(
        (c) => c.contractAddress === address && c.contractName === contractName,
      )
    ) {
      return name === 'NFT' ? 'nft' : name === 'Collection' ? 'other' : null;
    }
  }
  return null;
}

/** FlowEVMBridgeConfig.getEVMAddressAssociated(with:): WFLOW for FLOW (its token handler). */
export function associatedEvmAddress(
  state: LedgerState,
  contracts: ContractAddresses,
  type: string,
): string | null {
  if (type === typeIdentifier(contracts.FlowToken ?? '0x0', 'FlowToken', 'Vault')) {
    return WFLOW_ADDRESS;
  }
  return state.bridge.associations.find((a) => a.type === type)?.evmAddress ?? null;
}

/** FlowEVMBridgeConfig.getTypeAssociated(with:). */
export function associatedType(
  state: LedgerState,
  contracts: ContractAddresses,
  evmAddress: string,
): string | null {
  const wanted = normalizeEvmAddress(evmAddress);
  if (wanted === WFLOW_ADDRESS)
    return typeIdentifier(contracts.FlowToken ?? '0x0', 'FlowToken', 'Vault');
  return state.bridge.associations.find((a) => a.evmAddress === wanted)?.type ?? null;
}

/** FlowEVMBridge.typeRequiresOnboarding(type): nil unless a fungible token or an NFT. */
export function typeRequiresOnboarding(
  state: LedgerState,
  contracts: ContractAddresses,
  type: string,
): boolean | null {
  const kind = compositeKind(state, contracts, type);
  if (kind !== 'ft' && kind !== 'nft') return null;
  return associatedEvmAddress(state, contracts, type) === null;
}

export type EvmContractKind = 'erc20' | 'erc721' | 'unknown';

/**
 * The factory's isERC20 / isERC721 of an EVM address (WFLOW is an ERC-20). isERC20 calls name()
 * and symbol() too, so a token whose names revert is neither.
 */
export function evmContractKind(state: LedgerState, evmAddress: string): EvmContractKind {
  const wanted = normalizeEvmAddress(evmAddress);
  const erc20 = erc20At(state, wanted);
  if (wanted === WFLOW_ADDRESS || (erc20 !== undefined && !erc20.namesRevert)) return 'erc20';
  if (erc721At(state, wanted) !== undefined) return 'erc721';
  return 'unknown';
}

/** FlowEVMBridge.evmAddressRequiresOnboarding(address): nil unless an ERC-20 or ERC-721. */
export function evmAddressRequiresOnboarding(
  state: LedgerState,
  contracts: ContractAddresses,
  evmAddress: string,
): boolean | null {
  if (associatedType(state, contracts, evmAddress) !== null) return false;
  return evmContractKind(state, evmAddress) === 'unknown' ? null : true;
}

// ---------------------------------------------------------------- ERC-20 / ERC-721 state

export function erc20At(state: LedgerState, address: string): BridgeErc20 | undefined {
  const wanted = normalizeEvmAddress(address);
  return state.bridge.erc20s.find((token) => token.address === wanted);
}

export function erc721At(state: LedgerState, address: string): BridgeErc721 | undefined {
  const wanted = normalizeEvmAddress(address);
  return state.bridge.erc721s.find((token) => token.address === wanted);
}

/** The ledger COA at an EVM address, if any. */
function ledgerCoa(state: LedgerState, address: string): Coa | undefined {
  const wanted = normalizeEvmAddress(address);
  for (const account of state.accounts) {
    if (account.coa !== null && account.coa.evmAddress.toLowerCase() === wanted) return account.coa;
  }
  return undefined;
}

/** ERC-20 `balanceOf(holder)` (WFLOW: the COA's wflowBalance). */
export function erc20BalanceOf(state: LedgerState, token: string, holder: string): bigint {
  const tokenAddress = normalizeEvmAddress(token);
  const coa = ledgerCoa(state, holder);
  if (tokenAddress === WFLOW_ADDRESS)
    return state.evm.wflow.balances[normalizeEvmAddress(holder)] ?? 0n;
  if (coa !== undefined) return coa.erc20Balances[tokenAddress] ?? 0n;
  return erc20At(state, tokenAddress)?.balances[normalizeEvmAddress(holder)] ?? 0n;
}

function setErc20Balance(state: LedgerState, token: string, holder: string, value: bigint): void {
  if (value < 0n) throw new Error('an ERC-20 balance cannot go below zero');
  const tokenAddress = normalizeEvmAddress(token);
  const coa = ledgerCoa(state, holder);
  if (coa !== undefined) {
    coa.erc20Balances[tokenAddress] = value;
    return;
  }
  const erc20 = erc20At(state, tokenAddress);
  if (erc20 === undefined) throw new Error(`no ERC-20 at ${tokenAddress}`);
  erc20.balances[normalizeEvmAddress(holder)] = value;
}

/** Moves ERC-20 units (`from` null: a mint; `to` null: a burn). */
export function moveErc20(
  state: LedgerState,
  token: string,
  from: string | null,
  to: string | null,
  amount: bigint,
): void {
  if (from !== null) {
    const balance = erc20BalanceOf(state, token, from);
    if (balance < amount) throw new Error('ERC-20 transfer above the balance');
    setErc20Balance(state, token, from, balance - amount);
  }
  if (to !== null) setErc20Balance(state, token, to, erc20BalanceOf(state, token, to) + amount);
}

/** ERC-721 `ownerOf(id)` (lowercase), or null when the token does not exist. */
export function erc721OwnerOf(token: BridgeErc721, id: bigint): string | null {
  return token.owners[id.toString()] ?? null;
}

/** Moves an ERC-721 token (`from` null: a mint), keeping ERC721Enumerable's owner index order. */
export function moveErc721(token: BridgeErc721, from: string | null, to: string, id: bigint): void {
  const key = id.toString();
  if (from !== null) {
    const list = token.owned[from] ?? [];
    const index = list.indexOf(id);
    if (index < 0) throw new Error(`${from} does not own ERC-721 ${key}`);
    const last = list.pop();
    if (last !== undefined && index < list.length) list[index] = last;
    token.owned[from] = list;
  }
  token.owners[key] = to;
  token.owned[to] = [...(token.owned[to] ?? []), id];
}

/** The address a CREATE from `deployer` with `nonce` gets (keccak(rlp([deployer, nonce]))). */
export function createAddress(deployer: string, nonce: bigint): string {
  const encoded = rlpEncode([hexToBytes(normalizeEvmAddress(deployer)), uintBytes(nonce)]);
  return `0x${Buffer.from(keccak_256(new Uint8Array(encoded)).slice(12)).toString('hex')}`;
}

// ---------------------------------------------------------------- seeding

/**
 * The bridge of a freshly seeded ledger: every fixture vault type with an `evmAddress` is an
 * onboarded Cadence-native token whose bridge-deployed ERC-20 supply (the COAs' balances) is
 * backed by tokens locked in escrow; the fixture's EVM-native ERC-20s exist on EVM, those marked
 * `onboarded` paired with their bridge-defined Cadence vault. Every NFT collection gets its
 * resource uuid. On flow-testnet, where no fixture account sits at the bridge's address, the
 * bridge account is added (system, 0 FLOW).
 */
export function seedBridge(
  state: LedgerState,
  fixture: FixtureDefinition,
  contracts: ContractAddresses,
  uuid: () => bigint,
): void {
  const bridge = state.bridge;
  const bridgeAddress = bridgeAccountAddress(contracts);
  if (!state.accounts.some((account) => account.address === bridgeAddress)) {
    state.accounts.push({
      address: bridgeAddress,
      index: 0,
      label: 'FlowEVMBridge',
      system: true,
      keys: [],
      flowVault: { uuid: uuid(), balance: 0n, receiver: true, balanceCapability: true },
      storageUsed: 250_000n,
      vaults: [],
      collections: [],
      coa: null,
      contracts: {},
    });
  }
  const bridgeAccount = state.accounts.find((account) => account.address === bridgeAddress);
  for (const name of ['FlowEVMBridge', 'FlowEVMBridgeConfig', 'FlowEVMBridgeUtils']) {
    if (bridgeAccount !== undefined && !(name in bridgeAccount.contracts)) {
      bridgeAccount.contracts[name] = '';
    }
  }

  const templates = new Map<string, FungibleTokenVault>();
  for (const account of state.accounts) {
    for (const vault of account.vaults) {
      if (vault.evmAddress !== null && !templates.has(vault.typeIdentifier)) {
        templates.set(vault.typeIdentifier, vault);
      }
    }
    for (const collection of account.collections) {
      bridge.collectionUuids[`${account.address}:${collection.storagePath}`] = uuid();
    }
  }
  for (const [type, vault] of templates) {
    const evmAddress = normalizeEvmAddress(vault.evmAddress ?? '');
    bridge.associations.push({ type, evmAddress, asset: 'ft', native: 'cadence' });
    bridge.erc20s.push({
      address: evmAddress,
      name: vault.name,
      symbol: vault.symbol,
      decimals: vault.evmDecimals,
      bridgeOwned: true,
      balances: {},
    });
    let supply = 0n;
    for (const account of state.accounts) {
      supply += account.coa?.erc20Balances[evmAddress] ?? 0n;
    }
    // Every bridged unit was locked in Cadence when it was minted on EVM.
    bridge.tokenEscrow[type] = { uuid: uuid(), balance: erc20ToUfix64(supply, vault.evmDecimals) };
  }
  for (const token of fixture.evmTokens ?? []) {
    const evmAddress = normalizeEvmAddress(token.address);
    bridge.erc20s.push({
      address: evmAddress,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
      bridgeOwned: false,
      ...(token.fault === 'names' && { namesRevert: true }),
      balances: {},
    });
    if (token.onboarded) {
      const contractName = bridgedContractName('ft', evmAddress);
      if (bridgeAccount !== undefined) bridgeAccount.contracts[contractName] = '';
      bridge.associations.push({
        type: typeIdentifier(bridgeAddress, contractName, 'Vault'),
        evmAddress,
        asset: 'ft',
        native: 'evm',
      });
    }
  }
}
