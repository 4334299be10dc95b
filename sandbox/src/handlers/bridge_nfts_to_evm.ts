import { collectionUuid, depositNft, emitNftWithdrawn, onboardByType } from './bridge-ops.ts';
import {
  bridgeSigner,
  checkBatchSize,
  checkEachIdOwned,
  checkFeeEstimate,
  requireCollectionData,
  requireSignerCollection,
  requiresOnboardingToEvm,
} from './bridge-prepare.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { withdrawNft } from './nft-storage.ts';
import { signerCoa } from './signer.ts';

const FILE = 'transactions/bridge_nfts_to_evm.cdc';

/**
 * Up to 9 NFTs from the signer's collection to its COA (transactions/bridge_nfts_to_evm.cdc),
 * in the Cadence's order: `prepare` (pause, COA, type, collection, each id once and owned, the fee
 * estimate), the `pre` block's batch size, then onboarding (when needed) and each NFT's bridge.
 */
export const bridgeNftsToEvm = defineTransactionHandler(FILE, {
  errorSites: [
    '!FlowEVMBridgeConfig.isPaused()',
    'estimate <= maxFee',
    'ids.length >= 1 && ids.length <= 9',
    'panic("No NFT type',
    'panic("The NFT contract',
    'panic("The bridge cannot move',
    'panic("The signer has no COA',
    'panic("The signer has no collection',
    'seen[id] == nil',
    'self.collection.borrowNFT(id) != nil',
  ],
  execute(ctx, { nftIdentifier, ids, maxFee }) {
    const signer = bridgeSigner(ctx, FILE);
    const coa = signerCoa(ctx, signer);
    const requiresOnboarding = requiresOnboardingToEvm(ctx, nftIdentifier, 'nft');
    const data = requireCollectionData(ctx, nftIdentifier);
    const collection = requireSignerCollection(ctx, signer, data.storagePath);
    checkEachIdOwned(ctx, ids, collection);
    checkFeeEstimate(ctx, { assets: ids.length, onboarding: requiresOnboarding }, maxFee);
    checkBatchSize(ctx, ids);

    if (requiresOnboarding) onboardByType(ctx, signer, nftIdentifier, 'nft');
    const providerUuid = collectionUuid(ctx, signer, collection);
    for (const id of ids) {
      const nft = withdrawNft(collection, id);
      emitNftWithdrawn(ctx, nftIdentifier, nft, signer.address, providerUuid);
      depositNft(ctx, signer, coa, nftIdentifier, nft);
    }
    ctx.checkStorage(signer);
  },
});
