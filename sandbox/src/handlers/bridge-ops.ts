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
 * - `EVM.TransactionExecuted` for every EVM call that changes state (bridge-evm-calls.ts).
 *
 * Not modelled: the storage-capability events of the fee provider and of a vault or collection
 * the transaction creates, `flow.AccountContractAdded` when the bridge deploys a Cadence
 * contract, and minting Cadence NFTs for EVM-native ERC-721s (the fixtures have none).
 */

import { cadence, type JsonCadence } from '../../../emulator/src/json-cadence.ts';
import { hexAddress } from '../../../fault-proxy/src/util.ts';
import { formatUFix64 } from '../../../src/flow/ufix64.ts';
import {
  BRIDGE_COA_ADDRESS,
  BRIDGE_DEFAULT_DECIMALS,
  type BridgeAsset,
  type BridgeAssociation,
  type BridgeErc20,
  type BridgeErc721,
  bridgeAccountAddress,
  bridgedContractName,
  calculateBridgeFee,
  erc20At,
  erc20ToUfix64,
  erc721At,
  erc721OwnerOf,
  NFT_ESCROW_BYTES,
  parseTypeIdentifier,
  TOKEN_ESCROW_BYTES,
  typeIdentifier,
  ufix64ToErc20,
} from '../bridge.ts';
import { normalizeEvmAddress } from '../evm.ts';
import type { Coa, LedgerAccount, Nft, NftCollection } from '../ledger.ts';
import {
  burnErc20,
  checkCallbackReverts,
  deployBridgedContract,
  mintErc20,
  mintErc721,
  transferErc20,
  transferErc721,
  updateErc721Uri,
} from './bridge-evm-calls.ts';
import { deriveSymbol, nftCollectionData, nftUri, tokenVaultData } from './bridge-metadata.ts';
import { depositFlow, withdrawFlow } from './flow-token.ts';
import { fungibleTokenHex, type WithdrawnVault } from './fungible-token.ts';
import type { TransactionContext } from './types.ts';

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

// ---------------------------------------------------------------- assets

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

/** `FlowEVMBridgeConfig.associateType`: the type's EVM contract, and `AssociationUpdated`. */
function associate(ctx: TransactionContext, association: BridgeAssociation): void {
  ctx.ledger.state.bridge.associations.push(association);
  ctx.emit(`A.${bridgeHex(ctx)}.FlowEVMBridgeConfig.AssociationUpdated`, {
    type: cadence.string(association.type),
    evmAddress: evmString(association.evmAddress),
  });
}

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
  const evmAddress = deployBridgedContract(ctx, {
    asset,
    name,
    symbol,
    cadenceAddress: parsed.address,
    type,
  });
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
  associate(ctx, { type, evmAddress, asset, native: 'cadence' });
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
  associate(ctx, { type, evmAddress: normalizeEvmAddress(evmAddress), asset, native: 'evm' });
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
  if (erc20.bridgeOwned) mintErc20(ctx, erc20, to, amount);
  else transferErc20(ctx, erc20, BRIDGE_COA_ADDRESS, to, amount);
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
  transferErc20(ctx, erc20, owner, BRIDGE_COA_ADDRESS, rounded);

  let result: WithdrawnVault;
  if (assoc.native === 'evm') {
    // The bridge-defined contract's mintTokens: a new vault, no event.
    result = { uuid: ctx.ledger.nextUuid(), amount };
  } else {
    burnErc20(ctx, erc20, rounded);
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
    transferErc721(ctx, erc721, BRIDGE_COA_ADDRESS, to, id);
    if (erc721.bridgeOwned) updateErc721Uri(ctx, erc721, id, uri);
  } else {
    mintErc721(ctx, erc721, to, id, uri);
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
  transferErc721(ctx, erc721, owner, BRIDGE_COA_ADDRESS, id);

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
