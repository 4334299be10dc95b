/**
 * What FlowEVMBridge does for the bridge transactions (onflow/flow-evm-bridge
 * cadence/contracts/bridge/FlowEVMBridge.cdc and FlowEVMBridgeUtils.cdc), with the events a real
 * chain emits, in its order:
 * - fees through `FlowEVMBridgeUtils.depositFee`: a FLOW withdrawal from the signer's vault (the
 *   ScopedFTProviders provider wraps it, so a signer who cannot pay fails like FlowToken's vault
 *   withdraw) deposited into the bridge account's FLOW vault;
 * - `FlowEVMBridgeConfig.AssociationUpdated`, `FlowEVMBridge.Onboarded` /
 *   `BridgeDefiningContractDeployed` when onboarding;
 * - `IFlowEVMTokenBridge.BridgedTokensToEVM` / `…FromEVM` and `IFlowEVMNFTBridge.BridgedNFTToEVM`
 *   / `…FromEVM` (the interfaces' pre / post conditions emit them, hence their type ids);
 * - FungibleToken / NonFungibleToken Withdrawn, Deposited and Burned for escrow moves;
 * - `EVM.TransactionExecuted` for every EVM call that changes state (mint, transfer, burn,
 *   safeMint, safeTransferFrom, updateTokenURI, the factory's deploy); dry calls emit nothing.
 *
 * Not modelled: the storage-capability events of the fee provider and of a vault or collection
 * the transaction creates, `flow.AccountContractAdded` when the bridge deploys a Cadence
 * contract, and minting Cadence NFTs for EVM-native ERC-721s (the fixtures have none).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodeAbiParameters, encodeFunctionData, type Hex, parseAbi } from 'viem';
import { formatUFix64 } from '../../../src/flow/ufix64.ts';
import {
  BRIDGE_COA_ADDRESS,
  BRIDGE_DEFAULT_DECIMALS,
  BRIDGE_FACTORY_ADDRESS,
  BRIDGE_GAS_LIMIT,
  type BridgeAsset,
  type BridgeErc20,
  type BridgeErc721,
  bridgeAccountAddress,
  bridgedContractName,
  calculateBridgeFee,
  createAddress,
  erc20At,
  erc20ToUfix64,
  erc721At,
  erc721OwnerOf,
  moveErc20,
  moveErc721,
  NFT_ESCROW_BYTES,
  parseTypeIdentifier,
  TOKEN_ESCROW_BYTES,
  typeIdentifier,
  ufix64ToErc20,
} from '../bridge.ts';
import { CADENCE_DIR } from '../cadence.ts';
import { hexToBytes } from '../crypto.ts';
import { cadenceRuntimeError } from '../errors.ts';
import {
  coaAt,
  type DirectCall,
  evmAccount,
  normalizeEvmAddress,
  ZERO_EVM_ADDRESS,
} from '../evm.ts';
import { addressTopic, type EvmLog, TRANSFER_TOPIC, uint256Word } from '../evm-code.ts';
import { cadence, type JsonCadence } from '../json-cadence.ts';
import type { Coa, FungibleTokenVault, LedgerAccount, Nft, NftCollection } from '../ledger.ts';
import { hexAddress } from '../util.ts';
import { emitTransactionExecuted } from './evm-events.ts';
import { depositFlow, withdrawFlow } from './flow-token.ts';
import { fungibleTokenHex, type WithdrawnVault } from './fungible-token.ts';
import type { TransactionContext } from './types.ts';

// ---------------------------------------------------------------- failures in our own Cadence

const sources = new Map<string, string>();

function sourceOf(file: string): string {
  let source = sources.get(file);
  if (source === undefined) {
    source = readFileSync(join(CADENCE_DIR, file), 'utf8');
    sources.set(file, source);
  }
  return source;
}

/** `line:column` (1-based line, 0-based column) of a source offset, as Cadence prints it. */
function lineColumn(source: string, offset: number): string {
  const before = source.slice(0, offset).split('\n');
  return `${before.length}:${(before[before.length - 1] ?? '').length}`;
}

function offsetOf(source: string, needle: string, file: string): number {
  const offset = source.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} is not in ${file}`);
  return offset;
}

/**
 * Fails like a failed `assert(condition, message: …)` in the transaction's `.cdc` file:
 * `needle` is text inside that assert call, which Cadence reports at the `assert` itself.
 */
export function assertionFailed(
  ctx: TransactionContext,
  file: string,
  message: string,
  needle: string,
): never {
  const source = sourceOf(file);
  const start = source.lastIndexOf('assert(', offsetOf(source, needle, file));
  throw cadenceRuntimeError(
    `assertion failed: ${message}`,
    `${ctx.transactionId}:${lineColumn(source, start)}`,
  );
}

/** Fails like a failed condition of the transaction's own `pre` block (`needle`: the test). */
export function transactionPreconditionFailed(
  ctx: TransactionContext,
  file: string,
  message: string,
  needle: string,
): never {
  const source = sourceOf(file);
  return ctx.preconditionFailed(
    message,
    `${ctx.transactionId}:${lineColumn(source, offsetOf(source, needle, file))}`,
  );
}

/** `assert(!FlowEVMBridgeConfig.isPaused(), …)`, each transaction's first line. */
export function checkNotPaused(ctx: TransactionContext, file: string, message: string): void {
  if (ctx.ledger.state.bridge.paused) {
    assertionFailed(ctx, file, message, '!FlowEVMBridgeConfig.isPaused()');
  }
}

/** The fee rule every bridge transaction asserts before building its fee provider. */
export function checkFeeEstimate(
  ctx: TransactionContext,
  file: string,
  estimate: bigint,
  maxFee: bigint,
): void {
  if (estimate > maxFee) {
    assertionFailed(
      ctx,
      file,
      `The bridge fee estimate (${formatUFix64(estimate)}) is above the maximum you approved (${formatUFix64(maxFee)})`,
      'estimate <= maxFee',
    );
  }
}

/** FlowEVMBridgeUtils.calculateBridgeFee(bytes: 400_000): the most one asset may cost. */
export function feePerAsset(ctx: TransactionContext): bigint {
  return calculateBridgeFee(ctx.ledger.state.bridge, 400_000n);
}

/** The signer's COA (`signer.storage.borrow(from: /storage/evm)`), or the transaction's panic. */
export function signerCoa(ctx: TransactionContext, signer: LedgerAccount): Coa {
  if (signer.coa === null) {
    return ctx.panic('The signer has no COA at /storage/evm', 'panic("The signer has no COA');
  }
  return signer.coa;
}

// ---------------------------------------------------------------- events

function bridgeHex(ctx: TransactionContext): string {
  return hexAddress(bridgeAccountAddress(ctx.contracts));
}

function bridgeAccount(ctx: TransactionContext): LedgerAccount {
  const account = ctx.ledger.account(bridgeAccountAddress(ctx.contracts));
  if (account === undefined) throw new Error('the ledger has no bridge account');
  return account;
}

/** `EVMAddress.toString()`: 40 lowercase hex digits, no 0x. */
function evmString(address: string): JsonCadence {
  return cadence.string(normalizeEvmAddress(address).slice(2));
}

function nftHex(ctx: TransactionContext): string {
  return hexAddress(ctx.contracts.NonFungibleToken ?? '0x0');
}

/** NonFungibleToken.Withdrawn, as the standard's withdraw post-condition emits it. */
export function emitNftWithdrawn(
  ctx: TransactionContext,
  type: string,
  nft: Nft,
  from: string,
  providerUuid: bigint,
): void {
  ctx.emit(`A.${nftHex(ctx)}.NonFungibleToken.Withdrawn`, {
    type: cadence.string(type),
    id: cadence.uint64(nft.id),
    uuid: cadence.uint64(nft.uuid),
    from: cadence.optional(cadence.address(from)),
    providerUUID: cadence.uint64(providerUuid),
  });
}

/** NonFungibleToken.Deposited, as the standard's deposit post-condition emits it. */
export function emitNftDeposited(
  ctx: TransactionContext,
  type: string,
  nft: Nft,
  to: string,
  collectionUuid: bigint,
): void {
  ctx.emit(`A.${nftHex(ctx)}.NonFungibleToken.Deposited`, {
    type: cadence.string(type),
    id: cadence.uint64(nft.id),
    uuid: cadence.uint64(nft.uuid),
    to: cadence.optional(cadence.address(to)),
    collectionUUID: cadence.uint64(collectionUuid),
  });
}

/** The uuid of an account's collection resource (allocated when the collection is created). */
export function collectionUuid(
  ctx: TransactionContext,
  owner: LedgerAccount,
  collection: NftCollection,
): bigint {
  const key = `${owner.address}:${collection.storagePath}`;
  const uuids = ctx.ledger.state.bridge.collectionUuids;
  const known = uuids[key];
  if (known !== undefined) return known;
  const uuid = ctx.ledger.nextUuid();
  uuids[key] = uuid;
  return uuid;
}

// ---------------------------------------------------------------- fees

/**
 * `FlowEVMBridgeUtils.depositFee(feeProvider, feeAmount:)`: the scoped provider withdraws from
 * the signer's FLOW vault (its allowance is the estimate, which every charge stays within) and
 * the FLOW goes to the bridge account's vault.
 */
function depositFee(ctx: TransactionContext, signer: LedgerAccount, amount: bigint): void {
  if (signer.flowVault === null) throw new Error('the fee provider needs a FLOW vault');
  const fee = withdrawFlow(ctx, signer, amount);
  depositFlow(ctx, bridgeAccount(ctx), fee);
}

// ---------------------------------------------------------------- EVM calls

/** flow-go's ContractCallSubType: a call a COA makes (DirectCall). */
const CONTRACT_CALL_SUBTYPE = 5;
const TX_GAS = 21_000n;

/** What each modelled function's body costs on top of the intrinsic gas (storage writes, logs). */
const BODY_GAS = {
  erc20Mint: 36_000n,
  erc20Transfer: 12_500n,
  erc20Burn: 9_800n,
  erc721Mint: 98_000n,
  erc721Transfer: 32_000n,
  erc721UpdateUri: 26_000n,
  factoryDeploy: 2_400_000n,
} as const;

const ABI = parseAbi([
  'function mint(address to, uint256 amount)',
  'function burn(uint256 amount)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function safeMint(address to, uint256 tokenId, string uri)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'function updateTokenURI(uint256 tokenId, string uri)',
  'function deploy(string deployerTag, string name, string symbol, string cadenceAddress, string flowIdentifier, string contractURI) returns (address)',
]);

function intrinsicGas(data: Uint8Array): bigint {
  let gas = TX_GAS;
  for (const byte of data) gas += byte === 0 ? 4n : 16n;
  return gas;
}

/** The sender's nonce for its next call: a ledger COA's, or the bridge COA's (an EVM account). */
function takeNonce(ctx: TransactionContext, from: string): bigint {
  const coa = coaAt(ctx.ledger.state, from);
  if (coa !== null) {
    const nonce = coa.nonce;
    coa.nonce += 1n;
    return nonce;
  }
  const account = evmAccount(ctx.ledger.state, from, true);
  // A COA starts at nonce 1 (EIP-161), like every deployed account.
  if (account.nonce === 0n) account.nonce = 1n;
  const nonce = account.nonce;
  account.nonce += 1n;
  return nonce;
}

/**
 * The user's COA call of a bridge callback (`protectedTransferCall`): the revert-evm-call fault
 * counts it like any call a COA makes, and a reverted callback fails the bridge's assertion in
 * FlowEVMBridgeUtils (mustEscrowERC20 / mustEscrowERC721).
 */
function checkCallbackReverts(ctx: TransactionContext, message: string, line: number): void {
  if (ctx.nextEvmCallReverts()) {
    throw cadenceRuntimeError(
      `assertion failed: ${message}`,
      `${hexAddress(ctx.contracts.FlowEVMBridgeUtils ?? '0x0')}.FlowEVMBridgeUtils:${line}:8`,
    );
  }
}

/** One successful EVM call from a COA, with its `EVM.TransactionExecuted`. */
function evmCall(
  ctx: TransactionContext,
  from: string,
  to: string,
  data: Hex,
  body: bigint,
  logs: readonly EvmLog[],
  returnedData: Hex = '0x',
): void {
  const bytes = hexToBytes(data);
  const call: DirectCall = {
    subType: CONTRACT_CALL_SUBTYPE,
    from,
    to,
    data: bytes,
    value: 0n,
    gasLimit: BRIDGE_GAS_LIMIT,
    nonce: takeNonce(ctx, from),
  };
  emitTransactionExecuted(ctx, call, {
    errorCode: 0,
    errorMessage: '',
    gasUsed: intrinsicGas(bytes) + body,
    logs,
    returnedData: hexToBytes(returnedData),
  });
}

function transferLog(token: string, from: string, to: string, amount: bigint): EvmLog {
  return {
    address: token,
    topics: [TRANSFER_TOPIC, addressTopic(from), addressTopic(to)],
    data: uint256Word(amount),
  };
}

function nftTransferLog(token: string, from: string, to: string, id: bigint): EvmLog {
  return {
    address: token,
    topics: [TRANSFER_TOPIC, addressTopic(from), addressTopic(to), uint256Word(id)],
    data: '0x',
  };
}

const TRUE_WORD = encodeAbiParameters([{ type: 'bool' }], [true]);

// ---------------------------------------------------------------- assets

/** FTVaultData of a token type (its paths and display), or null when the contract has none. */
export interface TokenVaultData {
  readonly contractAddress: string;
  readonly contractName: string;
  readonly template: Omit<FungibleTokenVault, 'uuid' | 'balance'>;
}

/**
 * What `resolveContractView(FTVaultData)` gives for a token type: a fixture token's paths and
 * display from a vault of it anywhere in the ledger; a bridge-defined token's from its ERC-20
 * (the template contract's paths and the bridge resolver's FTDisplay).
 */
export function tokenVaultData(ctx: TransactionContext, type: string): TokenVaultData | null {
  const parsed = parseTypeIdentifier(type);
  if (parsed === null) return null;
  const state = ctx.ledger.state;
  const association = state.bridge.associations.find((a) => a.type === type);
  if (association?.native === 'evm' && association.asset === 'ft') {
    const erc20 = erc20At(state, association.evmAddress);
    if (erc20 === undefined) return null;
    const name = parsed.contractName;
    const hex = association.evmAddress.slice(2);
    return {
      contractAddress: parsed.address,
      contractName: name,
      template: {
        contractAddress: parsed.address,
        contractName: name,
        typeIdentifier: type,
        name: erc20.name,
        symbol: erc20.symbol,
        description: `This fungible token was bridged from EVM on Flow with the ERC20 contract address of ${hex}`,
        logo: '',
        externalUrl: '',
        storagePath: `/storage/${name}Vault`,
        receiverPath: `/public/${name}Receiver`,
        balancePath: `/public/${name}Vault`,
        evmAddress: association.evmAddress,
        evmDecimals: erc20.decimals,
        metadataViews: true,
        receiver: true,
      },
    };
  }
  for (const account of state.accounts) {
    const vault = account.vaults.find((candidate) => candidate.typeIdentifier === type);
    if (vault === undefined) continue;
    if (!vault.metadataViews) return null;
    const { uuid: _uuid, balance: _balance, ...template } = vault;
    return { contractAddress: vault.contractAddress, contractName: vault.contractName, template };
  }
  return null;
}

/** `resolveContractView(NFTCollectionData)` of an NFT type: a collection of it anywhere. */
export function nftCollectionData(
  ctx: TransactionContext,
  type: string,
): Omit<NftCollection, 'nfts'> | null {
  for (const account of ctx.ledger.state.accounts) {
    const collection = account.collections.find((c) => c.nftTypeIdentifier === type);
    if (collection !== undefined) {
      const { nfts: _nfts, ...data } = collection;
      return data;
    }
  }
  return null;
}

/** SerializeMetadata.deriveSymbol: the first 4 ASCII letters or digits, upper-cased. */
function deriveSymbol(name: string): string {
  return [...name]
    .filter((char) => /^[A-Za-z0-9]$/.test(char))
    .slice(0, 4)
    .join('')
    .toUpperCase();
}

/** SerializeMetadata.serializeNFTMetadataAsURI: the NFT's display as a JSON data URI. */
function nftUri(nft: Nft): string {
  return `data:application/json;utf8,${JSON.stringify({
    name: nft.name,
    description: nft.description,
    image: nft.thumbnail,
    external_url: nft.externalUrl,
  })}`;
}

function requireErc20(ctx: TransactionContext, address: string): BridgeErc20 {
  const erc20 = erc20At(ctx.ledger.state, address);
  if (erc20 === undefined) throw new Error(`no ERC-20 at ${address}`);
  return erc20;
}

function requireErc721(ctx: TransactionContext, address: string): BridgeErc721 {
  const erc721 = erc721At(ctx.ledger.state, address);
  if (erc721 === undefined) throw new Error(`no ERC-721 at ${address}`);
  return erc721;
}

function association(ctx: TransactionContext, type: string) {
  const found = ctx.ledger.state.bridge.associations.find((a) => a.type === type);
  if (found === undefined) throw new Error(`${type} is not onboarded`);
  return found;
}

// ---------------------------------------------------------------- onboarding

/**
 * `FlowEVMBridge.onboardByType(type, feeProvider:)` for a Cadence-native token or NFT: the
 * onboarding fee, the factory deploying its ERC-20 / ERC-721 (owned by the bridge), the
 * association, the escrow, and `Onboarded`.
 */
export function onboardByType(
  ctx: TransactionContext,
  signer: LedgerAccount,
  type: string,
  asset: BridgeAsset,
): void {
  const state = ctx.ledger.state;
  const bridge = state.bridge;
  const parsed = parseTypeIdentifier(type);
  if (parsed === null) throw new Error(`not a type identifier: ${type}`);
  depositFee(ctx, signer, bridge.onboardFee);

  let name: string;
  let symbol: string;
  if (asset === 'ft') {
    const data = tokenVaultData(ctx, type);
    name = data?.template.name ?? parsed.contractName;
    symbol = data?.template.symbol ?? deriveSymbol(name);
  } else {
    name = nftCollectionData(ctx, type)?.name ?? parsed.contractName;
    symbol = deriveSymbol(name);
  }
  const evmAddress = createAddress(BRIDGE_FACTORY_ADDRESS, bridge.factoryNonce);
  bridge.factoryNonce += 1n;
  evmCall(
    ctx,
    BRIDGE_COA_ADDRESS,
    BRIDGE_FACTORY_ADDRESS,
    encodeFunctionData({
      abi: ABI,
      functionName: 'deploy',
      args: [asset === 'ft' ? 'ERC20' : 'ERC721', name, symbol, parsed.address, type, ''],
    }),
    BODY_GAS.factoryDeploy,
    [],
    encodeAbiParameters([{ type: 'address' }], [evmAddress as Hex]),
  );
  if (asset === 'ft') {
    bridge.erc20s.push({
      address: evmAddress,
      name,
      symbol,
      decimals: BRIDGE_DEFAULT_DECIMALS,
      bridgeOwned: true,
      balances: {},
    });
  } else {
    bridge.erc721s.push({
      address: evmAddress,
      name,
      symbol,
      bridgeOwned: true,
      owners: {},
      owned: {},
      tokenUris: {},
    });
  }
  bridge.associations.push({ type, evmAddress, asset, native: 'cadence' });
  ctx.emit(`A.${bridgeHex(ctx)}.FlowEVMBridgeConfig.AssociationUpdated`, {
    type: cadence.string(type),
    evmAddress: evmString(evmAddress),
  });
  if (asset === 'ft') {
    bridge.tokenEscrow[type] = { uuid: ctx.ledger.nextUuid(), balance: 0n };
    // Every vault of the type now has an EVM side (what get_token_vaults reads).
    for (const account of state.accounts) {
      for (const vault of account.vaults) {
        if (vault.typeIdentifier === type) {
          vault.evmAddress = evmAddress;
          vault.evmDecimals = BRIDGE_DEFAULT_DECIMALS;
        }
      }
    }
  } else {
    bridge.nftEscrow[type] = { uuid: ctx.ledger.nextUuid(), nfts: [] };
  }
  ctx.emit(`A.${bridgeHex(ctx)}.FlowEVMBridge.Onboarded`, {
    type: cadence.string(type),
    cadenceContractAddress: cadence.address(parsed.address),
    evmContractAddress: evmString(evmAddress),
  });
}

/**
 * `FlowEVMBridge.onboardByEVMAddress(address, feeProvider:)` for an EVM-native ERC-20 or
 * ERC-721: the onboarding fee, then the bridge deploys the Cadence contract
 * `EVMVMBridgedToken_<hex>` / `EVMVMBridgedNFT_<hex>` to its account, whose init associates its
 * type with the EVM contract.
 */
export function onboardByEvmAddress(
  ctx: TransactionContext,
  signer: LedgerAccount,
  evmAddress: string,
  asset: BridgeAsset,
): string {
  const state = ctx.ledger.state;
  depositFee(ctx, signer, state.bridge.onboardFee);
  const contractName = bridgedContractName(asset, evmAddress);
  const bridgeAddress = bridgeAccountAddress(ctx.contracts);
  const type = typeIdentifier(bridgeAddress, contractName, asset === 'ft' ? 'Vault' : 'NFT');
  bridgeAccount(ctx).contracts[contractName] = '';
  state.bridge.associations.push({
    type,
    evmAddress: normalizeEvmAddress(evmAddress),
    asset,
    native: 'evm',
  });
  ctx.emit(`A.${bridgeHex(ctx)}.FlowEVMBridgeConfig.AssociationUpdated`, {
    type: cadence.string(type),
    evmAddress: evmString(evmAddress),
  });
  const contract = asset === 'ft' ? erc20At(state, evmAddress) : erc721At(state, evmAddress);
  ctx.emit(`A.${bridgeHex(ctx)}.FlowEVMBridge.BridgeDefiningContractDeployed`, {
    contractName: cadence.string(contractName),
    assetName: cadence.string(contract?.name ?? ''),
    symbol: cadence.string(contract?.symbol ?? ''),
    isERC721: cadence.bool(asset === 'nft'),
    evmContractAddress: evmString(evmAddress),
  });
  return type;
}

// ---------------------------------------------------------------- fungible tokens

/**
 * `coa.depositTokens(vault:feeProvider:)` → `FlowEVMBridge.bridgeTokensToEVM`: a Cadence-native
 * token is locked in escrow and its bridge-owned ERC-20 minted to the COA; a bridge-defined one
 * is burnt in Cadence and its EVM-native ERC-20 released from the bridge COA's escrow.
 */
export function depositTokens(
  ctx: TransactionContext,
  signer: LedgerAccount,
  coa: Coa,
  type: string,
  sent: WithdrawnVault,
): void {
  const state = ctx.ledger.state;
  const bridge = state.bridge;
  const assoc = association(ctx, type);
  ctx.emit(`A.${bridgeHex(ctx)}.IFlowEVMTokenBridge.BridgedTokensToEVM`, {
    type: cadence.string(type),
    amount: cadence.ufix64(sent.amount),
    bridgedUUID: cadence.uint64(sent.uuid),
    to: evmString(coa.evmAddress),
    evmContractAddress: evmString(assoc.evmAddress),
    bridgeAddress: cadence.address(bridgeAccountAddress(ctx.contracts)),
  });
  let fee: bigint;
  if (assoc.native === 'cadence') {
    const escrow = bridge.tokenEscrow[type];
    if (escrow === undefined) throw new Error(`no escrow for ${type}`);
    escrow.balance += sent.amount;
    ctx.emit(`A.${fungibleTokenHex(ctx)}.FungibleToken.Deposited`, {
      type: cadence.string(type),
      amount: cadence.ufix64(sent.amount),
      to: cadence.optional(cadence.address(bridgeAccountAddress(ctx.contracts))),
      toUUID: cadence.uint64(escrow.uuid),
      depositedUUID: cadence.uint64(sent.uuid),
      balanceAfter: cadence.ufix64(escrow.balance),
    });
    fee = calculateBridgeFee(bridge, TOKEN_ESCROW_BYTES);
  } else {
    ctx.emit(`A.${fungibleTokenHex(ctx)}.FungibleToken.Burned`, {
      type: cadence.string(type),
      amount: cadence.ufix64(sent.amount),
      fromUUID: cadence.uint64(sent.uuid),
    });
    fee = calculateBridgeFee(bridge, 0n);
  }
  depositFee(ctx, signer, fee);

  const erc20 = requireErc20(ctx, assoc.evmAddress);
  const amount = ufix64ToErc20(sent.amount, erc20.decimals);
  const to = normalizeEvmAddress(coa.evmAddress);
  if (erc20.bridgeOwned) {
    evmCall(
      ctx,
      BRIDGE_COA_ADDRESS,
      erc20.address,
      encodeFunctionData({ abi: ABI, functionName: 'mint', args: [to as Hex, amount] }),
      BODY_GAS.erc20Mint,
      [transferLog(erc20.address, ZERO_EVM_ADDRESS, to, amount)],
    );
    moveErc20(state, erc20.address, null, to, amount);
  } else {
    evmCall(
      ctx,
      BRIDGE_COA_ADDRESS,
      erc20.address,
      encodeFunctionData({ abi: ABI, functionName: 'transfer', args: [to as Hex, amount] }),
      BODY_GAS.erc20Transfer,
      [transferLog(erc20.address, BRIDGE_COA_ADDRESS, to, amount)],
      TRUE_WORD,
    );
    moveErc20(state, erc20.address, BRIDGE_COA_ADDRESS, to, amount);
  }
}

/**
 * `coa.withdrawTokens(type:amount:feeProvider:)` → the accessor rounds the amount down to what
 * a UFix64 holds, then `FlowEVMBridge.bridgeTokensFromEVM`: the flat fee, the COA's
 * `transfer(bridgeCOA, amount)` into escrow, then the bridge-owned ERC-20 burnt and the tokens
 * unlocked from Cadence escrow (Cadence-native), or new tokens minted in Cadence (EVM-native).
 * Returns the vault the bridge hands back.
 */
export function withdrawTokens(
  ctx: TransactionContext,
  signer: LedgerAccount,
  coa: Coa,
  type: string,
  requested: bigint,
): WithdrawnVault {
  const state = ctx.ledger.state;
  const bridge = state.bridge;
  const assoc = association(ctx, type);
  const erc20 = requireErc20(ctx, assoc.evmAddress);
  const amount = erc20ToUfix64(requested, erc20.decimals);
  const rounded = ufix64ToErc20(amount, erc20.decimals);
  depositFee(ctx, signer, calculateBridgeFee(bridge, 0n));

  const owner = normalizeEvmAddress(coa.evmAddress);
  checkCallbackReverts(ctx, 'Transfer via callback failed', 1605);
  evmCall(
    ctx,
    owner,
    erc20.address,
    encodeFunctionData({
      abi: ABI,
      functionName: 'transfer',
      args: [BRIDGE_COA_ADDRESS as Hex, rounded],
    }),
    BODY_GAS.erc20Transfer,
    [transferLog(erc20.address, owner, BRIDGE_COA_ADDRESS, rounded)],
    TRUE_WORD,
  );
  moveErc20(state, erc20.address, owner, BRIDGE_COA_ADDRESS, rounded);

  let result: WithdrawnVault;
  if (assoc.native === 'evm') {
    // The bridge-defined contract's mintTokens: a new vault, no event.
    result = { uuid: ctx.ledger.nextUuid(), amount };
  } else {
    evmCall(
      ctx,
      BRIDGE_COA_ADDRESS,
      erc20.address,
      encodeFunctionData({ abi: ABI, functionName: 'burn', args: [rounded] }),
      BODY_GAS.erc20Burn,
      [transferLog(erc20.address, BRIDGE_COA_ADDRESS, ZERO_EVM_ADDRESS, rounded)],
    );
    moveErc20(state, erc20.address, BRIDGE_COA_ADDRESS, null, rounded);
    const escrow = bridge.tokenEscrow[type];
    if (escrow === undefined || escrow.balance < amount) {
      throw new Error(`the escrow of ${type} holds less than ${formatUFix64(amount)}`);
    }
    escrow.balance -= amount;
    result = { uuid: ctx.ledger.nextUuid(), amount };
    ctx.emit(`A.${fungibleTokenHex(ctx)}.FungibleToken.Withdrawn`, {
      type: cadence.string(type),
      amount: cadence.ufix64(amount),
      from: cadence.optional(cadence.address(bridgeAccountAddress(ctx.contracts))),
      fromUUID: cadence.uint64(escrow.uuid),
      withdrawnUUID: cadence.uint64(result.uuid),
      balanceAfter: cadence.ufix64(escrow.balance),
    });
  }
  ctx.emit(`A.${bridgeHex(ctx)}.IFlowEVMTokenBridge.BridgedTokensFromEVM`, {
    type: cadence.string(type),
    amount: cadence.uint256(rounded),
    bridgedUUID: cadence.uint64(result.uuid),
    caller: evmString(owner),
    evmContractAddress: evmString(erc20.address),
    bridgeAddress: cadence.address(bridgeAccountAddress(ctx.contracts)),
  });
  return result;
}

// ---------------------------------------------------------------- NFTs

/**
 * `coa.depositNFT(nft:feeProvider:)` → `FlowEVMBridge.bridgeNFTToEVM` (handleDefaultNFTToEVM):
 * the NFT is locked in escrow (its storage paid by the fee), then the bridge-owned ERC-721 is
 * transferred out of the bridge COA's escrow (with its URI updated) when it exists, else minted.
 */
export function depositNft(
  ctx: TransactionContext,
  signer: LedgerAccount,
  coa: Coa,
  type: string,
  nft: Nft,
): void {
  const state = ctx.ledger.state;
  const bridge = state.bridge;
  const assoc = association(ctx, type);
  const to = normalizeEvmAddress(coa.evmAddress);
  ctx.emit(`A.${bridgeHex(ctx)}.IFlowEVMNFTBridge.BridgedNFTToEVM`, {
    type: cadence.string(type),
    id: cadence.uint64(nft.id),
    uuid: cadence.uint64(nft.uuid),
    evmID: cadence.uint256(nft.id),
    to: evmString(to),
    evmContractAddress: evmString(assoc.evmAddress),
    bridgeAddress: cadence.address(bridgeAccountAddress(ctx.contracts)),
  });
  const uri = nftUri(nft);
  const escrow = bridge.nftEscrow[type];
  if (escrow === undefined) throw new Error(`no escrow for ${type}`);
  escrow.nfts.push(nft);
  emitNftDeposited(ctx, type, nft, bridgeAccountAddress(ctx.contracts), escrow.uuid);
  depositFee(ctx, signer, calculateBridgeFee(bridge, NFT_ESCROW_BYTES));

  const erc721 = requireErc721(ctx, assoc.evmAddress);
  const id = nft.id;
  if (!erc721.bridgeOwned || erc721OwnerOf(erc721, id) !== null) {
    evmCall(
      ctx,
      BRIDGE_COA_ADDRESS,
      erc721.address,
      encodeFunctionData({
        abi: ABI,
        functionName: 'safeTransferFrom',
        args: [BRIDGE_COA_ADDRESS as Hex, to as Hex, id],
      }),
      BODY_GAS.erc721Transfer,
      [nftTransferLog(erc721.address, BRIDGE_COA_ADDRESS, to, id)],
    );
    moveErc721(erc721, BRIDGE_COA_ADDRESS, to, id);
    if (erc721.bridgeOwned) {
      evmCall(
        ctx,
        BRIDGE_COA_ADDRESS,
        erc721.address,
        encodeFunctionData({ abi: ABI, functionName: 'updateTokenURI', args: [id, uri] }),
        BODY_GAS.erc721UpdateUri,
        [],
      );
      erc721.tokenUris[id.toString()] = uri;
    }
  } else {
    evmCall(
      ctx,
      BRIDGE_COA_ADDRESS,
      erc721.address,
      encodeFunctionData({ abi: ABI, functionName: 'safeMint', args: [to as Hex, id, uri] }),
      BODY_GAS.erc721Mint,
      [nftTransferLog(erc721.address, ZERO_EVM_ADDRESS, to, id)],
    );
    moveErc721(erc721, null, to, id);
    erc721.tokenUris[id.toString()] = uri;
  }
}

/**
 * `coa.withdrawNFT(type:id:feeProvider:)` → `FlowEVMBridge.bridgeNFTFromEVM`
 * (handleDefaultNFTFromEVM): the flat fee, the COA's `safeTransferFrom(coa, bridgeCOA, id)`
 * into escrow, then the NFT unlocked from Cadence escrow. Returns it.
 */
export function withdrawNft(
  ctx: TransactionContext,
  signer: LedgerAccount,
  coa: Coa,
  type: string,
  id: bigint,
): Nft {
  const state = ctx.ledger.state;
  const bridge = state.bridge;
  const assoc = association(ctx, type);
  depositFee(ctx, signer, calculateBridgeFee(bridge, 0n));

  const erc721 = requireErc721(ctx, assoc.evmAddress);
  const owner = normalizeEvmAddress(coa.evmAddress);
  checkCallbackReverts(ctx, 'Transfer ERC721 to escrow via callback failed', 1471);
  evmCall(
    ctx,
    owner,
    erc721.address,
    encodeFunctionData({
      abi: ABI,
      functionName: 'safeTransferFrom',
      args: [owner as Hex, BRIDGE_COA_ADDRESS as Hex, id],
    }),
    BODY_GAS.erc721Transfer,
    [nftTransferLog(erc721.address, owner, BRIDGE_COA_ADDRESS, id)],
  );
  moveErc721(erc721, owner, BRIDGE_COA_ADDRESS, id);

  const escrow = bridge.nftEscrow[type];
  const index = escrow?.nfts.findIndex((candidate) => candidate.id === id) ?? -1;
  const nft = escrow?.nfts[index];
  if (escrow === undefined || nft === undefined) {
    throw new Error(`minting a Cadence NFT for the EVM-native ${type} is not modelled`);
  }
  escrow.nfts.splice(index, 1);
  emitNftWithdrawn(ctx, type, nft, bridgeAccountAddress(ctx.contracts), escrow.uuid);
  ctx.emit(`A.${bridgeHex(ctx)}.IFlowEVMNFTBridge.BridgedNFTFromEVM`, {
    type: cadence.string(type),
    id: cadence.uint64(nft.id),
    uuid: cadence.uint64(nft.uuid),
    evmID: cadence.uint256(id),
    caller: evmString(owner),
    evmContractAddress: evmString(erc721.address),
    bridgeAddress: cadence.address(bridgeAccountAddress(ctx.contracts)),
  });
  return nft;
}
