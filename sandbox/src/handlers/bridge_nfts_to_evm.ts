import { compositeKind, typeRequiresOnboarding } from '../bridge.ts';
import { arrayArg, integerArg, stringArg, ufix64Arg } from '../json-cadence.ts';
import {
  assertionFailed,
  checkFeeEstimate,
  checkNotPaused,
  collectionUuid,
  depositNft,
  emitNftWithdrawn,
  feePerAsset,
  nftCollectionData,
  onboardByType,
  signerCoa,
  transactionPreconditionFailed,
} from './bridge-ops.ts';
import type { TransactionHandler } from './types.ts';

const FILE = 'transactions/bridge_nfts_to_evm.cdc';
/** Flow Wallet's limit of NFTs per bridge transaction. */
export const MAX_NFTS_PER_BRIDGE = 9;

/**
 * Up to 9 NFTs from the signer's collection to its COA (transactions/bridge_nfts_to_evm.cdc),
 * in the Cadence's order: `prepare` (pause, COA, type, collection, each id once and owned, the fee
 * estimate), the `pre` block's batch size, then onboarding (when needed) and each NFT's bridge.
 */
export const bridgeNftsToEvm: TransactionHandler = {
  kind: 'transaction',
  file: FILE,
  execute(ctx) {
    const nftIdentifier = stringArg(ctx.args[0]);
    const ids = arrayArg(ctx.args[1], integerArg);
    const maxFee = ufix64Arg(ctx.args[2]);
    const signer = ctx.signers[0];
    if (signer === undefined) throw new Error('bridge_nfts_to_evm needs one authorizer');
    const { state } = ctx.ledger;

    checkNotPaused(ctx, FILE, 'The bridge is paused: nothing can be bridged until it resumes');
    const coa = signerCoa(ctx, signer);
    if (compositeKind(state, ctx.contracts, nftIdentifier) === null) {
      return ctx.panic(`No NFT type ${nftIdentifier} on this network`, 'panic("No NFT type');
    }
    const requiresOnboarding = typeRequiresOnboarding(state, ctx.contracts, nftIdentifier);
    if (requiresOnboarding === null) {
      return ctx.panic(
        `The bridge cannot move ${nftIdentifier}: it is neither a fungible token nor an NFT`,
        'panic("The bridge cannot move',
      );
    }
    const data = nftCollectionData(ctx, nftIdentifier);
    if (data === null) {
      return ctx.panic(
        'The NFT contract does not describe its collection (NFTCollectionData view)',
        'panic("The NFT contract',
      );
    }
    const collection = signer.collections.find((c) => c.storagePath === data.storagePath);
    if (collection === undefined) {
      return ctx.panic(
        `The signer has no collection of this NFT at ${data.storagePath}`,
        'panic("The signer has no collection',
      );
    }
    const seen = new Set<bigint>();
    for (const id of ids) {
      if (seen.has(id)) {
        assertionFailed(ctx, FILE, `NFT ${id} is listed more than once`, 'seen[id] == nil');
      }
      seen.add(id);
      if (!collection.nfts.some((nft) => nft.id === id)) {
        assertionFailed(
          ctx,
          FILE,
          `The signer's collection has no NFT ${id}`,
          'self.collection.borrowNFT(id) != nil',
        );
      }
    }
    const estimate =
      feePerAsset(ctx) * BigInt(ids.length) + (requiresOnboarding ? state.bridge.onboardFee : 0n);
    checkFeeEstimate(ctx, FILE, estimate, maxFee);
    if (ids.length < 1 || ids.length > MAX_NFTS_PER_BRIDGE) {
      transactionPreconditionFailed(
        ctx,
        FILE,
        'Bridge between 1 and 9 NFTs per transaction',
        'ids.length >= 1 && ids.length <= 9',
      );
    }

    if (requiresOnboarding) onboardByType(ctx, signer, nftIdentifier, 'nft');
    const providerUuid = collectionUuid(ctx, signer, collection);
    for (const id of ids) {
      const index = collection.nfts.findIndex((nft) => nft.id === id);
      const [nft] = collection.nfts.splice(index, 1);
      if (nft === undefined) throw new Error(`NFT ${id} vanished`);
      emitNftWithdrawn(ctx, nftIdentifier, nft, signer.address, providerUuid);
      depositNft(ctx, signer, coa, nftIdentifier, nft);
    }
    ctx.checkStorage(signer);
  },
};
