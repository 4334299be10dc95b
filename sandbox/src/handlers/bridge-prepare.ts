/**
 * The checks the bridge transactions' `prepare` and `pre` blocks share, in the words and at the
 * places of each transaction's own `.cdc` file (transactions/bridge_*.cdc, onboard_evm_asset.cdc).
 */
import { basename } from 'node:path';
import { formatUFix64 } from '../../../src/flow/ufix64.ts';
import {
  associatedEvmAddress,
  type BridgeAsset,
  calculateBridgeFee,
  compositeKind,
  FEE_ESTIMATE_BYTES,
  typeRequiresOnboarding,
} from '../bridge.ts';
import type { LedgerAccount, NftCollection } from '../ledger.ts';
import { nftCollectionData, type TokenVaultData, tokenVaultData } from './bridge-metadata.ts';
import { flowVaultType } from './flow-token.ts';
import { soleSigner } from './signer.ts';
import type { TransactionContext } from './types.ts';

/** Flow Wallet's limit of NFTs per bridge transaction, which the app's NFT send keeps too. */
const MAX_NFTS_PER_BRIDGE = 9;

/**
 * The transaction's signer, once its first line, `assert(!FlowEVMBridgeConfig.isPaused(), …)`,
 * passed.
 */
export function bridgeSigner(
  ctx: TransactionContext,
  file: string,
  what: 'bridged' | 'onboarded' = 'bridged',
): LedgerAccount {
  const signer = soleSigner(ctx, basename(file, '.cdc'));
  if (ctx.ledger.state.bridge.paused) {
    ctx.assertionFailed(
      `The bridge is paused: nothing can be ${what} until it resumes`,
      '!FlowEVMBridgeConfig.isPaused()',
    );
  }
  return signer;
}

const ASSET_WORDS = {
  ft: { noun: 'token', evmContract: 'ERC-20' },
  nft: { noun: 'NFT', evmContract: 'ERC-721' },
} as const;

/**
 * `CompositeType(identifier)`, the refusal of FLOW (which moves to and from the COA without the
 * bridge) and `FlowEVMBridge.typeRequiresOnboarding`, each failing as the transaction does.
 * Returns whether the type still needs onboarding.
 */
function checkBridgeableType(
  ctx: TransactionContext,
  identifier: string,
  asset: BridgeAsset,
  toEvm: boolean,
): boolean {
  const { state } = ctx.ledger;
  const { noun, evmContract } = ASSET_WORDS[asset];
  if (compositeKind(state, ctx.contracts, identifier) === null) {
    const hint = toEvm
      ? ''
      : `: an EVM-native ${noun} gets one when its ${evmContract} is onboarded to the bridge`;
    return ctx.panic(
      `No ${noun} type ${identifier} on this network${hint}`,
      `panic("No ${noun} type`,
    );
  }
  if (asset === 'ft' && identifier === flowVaultType(ctx)) {
    ctx.assertionFailed(
      toEvm
        ? 'FLOW moves to the COA with a deposit, not through the bridge'
        : 'FLOW moves from the COA with a withdrawal, not through the bridge',
      'self.vaultType != Type<@FlowToken.Vault>()',
    );
  }
  const requiresOnboarding = typeRequiresOnboarding(state, ctx.contracts, identifier);
  if (requiresOnboarding === null) {
    return ctx.panic(
      `The bridge cannot move ${identifier}: it is neither a fungible token nor an NFT`,
      'panic("The bridge cannot move',
    );
  }
  return requiresOnboarding;
}

/** The type a transaction bridges to EVM: whether the bridge must onboard it first. */
export function requiresOnboardingToEvm(
  ctx: TransactionContext,
  identifier: string,
  asset: BridgeAsset,
): boolean {
  return checkBridgeableType(ctx, identifier, asset, true);
}

/**
 * The type a transaction bridges back from EVM, which must be onboarded already
 * (`assert(!requiresOnboarding)`): the address of its EVM contract.
 */
export function onboardedEvmAddress(
  ctx: TransactionContext,
  identifier: string,
  asset: BridgeAsset,
): string {
  if (checkBridgeableType(ctx, identifier, asset, false)) {
    ctx.assertionFailed(
      `The bridge has not onboarded ${identifier}: there is nothing of it on Flow EVM`,
      '!requiresOnboarding',
    );
  }
  const evmAddress = associatedEvmAddress(ctx.ledger.state, ctx.contracts, identifier);
  if (evmAddress === null) throw new Error(`${identifier} is onboarded without an address`);
  return evmAddress;
}

/** The token contract's FTVaultData, or the transaction's panic. */
export function requireVaultData(ctx: TransactionContext, identifier: string): TokenVaultData {
  const data = tokenVaultData(ctx, identifier);
  if (data === null) {
    return ctx.panic(
      'The token contract does not describe its vault (FTVaultData view)',
      'panic("The token contract',
    );
  }
  return data;
}

/** The NFT contract's NFTCollectionData, or the transaction's panic. */
export function requireCollectionData(
  ctx: TransactionContext,
  identifier: string,
): Omit<NftCollection, 'nfts'> {
  const data = nftCollectionData(ctx, identifier);
  if (data === null) {
    return ctx.panic(
      'The NFT contract does not describe its collection (NFTCollectionData view)',
      'panic("The NFT contract',
    );
  }
  return data;
}

/** The loop over an NFT batch's ids: each listed once, then `checkId`'s own assert. */
export function checkEachIdOnce(
  ctx: TransactionContext,
  ids: readonly bigint[],
  checkId: (id: bigint) => void,
): void {
  const seen = new Set<bigint>();
  for (const id of ids) {
    if (seen.has(id)) {
      ctx.assertionFailed(`NFT ${id} is listed more than once`, 'seen[id] == nil');
    }
    seen.add(id);
    checkId(id);
  }
}

/**
 * The `pre` block of the NFT batch transactions: 1 to 9 ids (Flow Wallet's limit), each
 * transaction with its own words.
 */
export function checkBatchSize(
  ctx: TransactionContext,
  ids: readonly bigint[],
  message = 'Bridge between 1 and 9 NFTs per transaction',
): void {
  if (ids.length < 1 || ids.length > MAX_NFTS_PER_BRIDGE) {
    ctx.preconditionFailed(message, ctx.locate('ids.length >= 1 && ids.length <= 9'));
  }
}

/**
 * `signer.storage.borrow<auth(NonFungibleToken.Withdraw) &{NonFungibleToken.Collection}>(from:
 * collectionData.storagePath)` in the transactions that take NFTs from the signer's collection.
 */
export function requireSignerCollection(
  ctx: TransactionContext,
  signer: LedgerAccount,
  storagePath: string,
): NftCollection {
  const collection = signer.collections.find((c) => c.storagePath === storagePath);
  if (collection === undefined) {
    return ctx.panic(
      `The signer has no collection of this NFT at ${storagePath}`,
      'panic("The signer has no collection',
    );
  }
  return collection;
}

/** Their loop over the ids: each listed once, and each in the signer's collection. */
export function checkEachIdOwned(
  ctx: TransactionContext,
  ids: readonly bigint[],
  collection: NftCollection,
): void {
  checkEachIdOnce(ctx, ids, (id) => {
    if (!collection.nfts.some((nft) => nft.id === id)) {
      ctx.assertionFailed(
        `The signer's collection has no NFT ${id}`,
        'self.collection.borrowNFT(id) != nil',
      );
    }
  });
}

/** What a transaction's fee estimate covers. */
export interface FeeEstimate {
  /** The assets it bridges, each at `calculateBridgeFee(bytes: 400_000)`. */
  readonly assets: number;
  /** Whether it onboards, at `FlowEVMBridgeConfig.onboardFee`. */
  readonly onboarding: boolean;
}

/**
 * `assert(estimate <= maxFee, …)`, which every bridge transaction makes before the estimate
 * becomes its ScopedFTProvider's allowance.
 */
export function checkFeeEstimate(
  ctx: TransactionContext,
  { assets, onboarding }: FeeEstimate,
  maxFee: bigint,
): void {
  const bridge = ctx.ledger.state.bridge;
  const estimate =
    calculateBridgeFee(bridge, FEE_ESTIMATE_BYTES) * BigInt(assets) +
    (onboarding ? bridge.onboardFee : 0n);
  if (estimate > maxFee) {
    ctx.assertionFailed(
      `The bridge fee estimate (${formatUFix64(estimate)}) is above the maximum you approved (${formatUFix64(maxFee)})`,
      'estimate <= maxFee',
    );
  }
}
