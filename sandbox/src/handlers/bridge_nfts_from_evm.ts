import { erc721At, erc721OwnerOf } from '../bridge.ts';
import { normalizeEvmAddress } from '../evm.ts';
import type { NftCollection } from '../ledger.ts';
import { collectionUuid, emitNftDeposited, withdrawNft } from './bridge-ops.ts';
import {
  bridgeSigner,
  checkBatchSize,
  checkEachIdOnce,
  checkFeeEstimate,
  onboardedEvmAddress,
  requireCollectionData,
} from './bridge-prepare.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { signerCoa } from './signer.ts';

const FILE = 'transactions/bridge_nfts_from_evm.cdc';

/**
 * Up to 9 ERC-721 tokens from the signer's COA back to a Cadence collection
 * (transactions/bridge_nfts_from_evm.cdc): `prepare` (pause, COA, type and its onboarding, each
 * id once and held by the COA, the collection, created when missing, the fee estimate), the `pre`
 * block's batch size, then each NFT's bridge.
 */
export const bridgeNftsFromEvm = defineTransactionHandler(FILE, {
  errorSites: [
    '!FlowEVMBridgeConfig.isPaused()',
    '!requiresOnboarding',
    'FlowEVMBridgeUtils.isOwner(',
    'estimate <= maxFee',
    'ids.length >= 1 && ids.length <= 9',
    'panic("No NFT type',
    'panic("The NFT contract',
    'panic("The bridge cannot move',
    'panic("The signer has no COA',
    'panic("The signer\'s storage',
    'seen[id] == nil',
  ],
  execute(ctx, { nftIdentifier, ids, maxFee }) {
    const signer = bridgeSigner(ctx, FILE);
    const coa = signerCoa(ctx, signer);
    const evmAddress = onboardedEvmAddress(ctx, nftIdentifier, 'nft');
    const erc721 = erc721At(ctx.ledger.state, evmAddress);
    const owner = normalizeEvmAddress(coa.evmAddress);
    checkEachIdOnce(ctx, ids, (id) => {
      // isOwner: ownerOf(id) == coa (an ERC-20's ownerOf reverts: not the owner).
      if (erc721 === undefined || erc721OwnerOf(erc721, id) !== owner) {
        ctx.assertionFailed(
          `The COA does not own NFT ${id} of ERC-721 0x${evmAddress.slice(2)}`,
          'FlowEVMBridgeUtils.isOwner(',
        );
      }
    });
    const data = requireCollectionData(ctx, nftIdentifier);
    let collection = signer.collections.find((c) => c.storagePath === data.storagePath);
    if (collection === undefined) {
      const created: NftCollection = { ...data, nfts: [] };
      signer.collections.push(created);
      collection = created;
      collectionUuid(ctx, signer, created);
    }
    if (collection.nftTypeIdentifier !== nftIdentifier) {
      return ctx.panic(
        `The signer's storage at ${data.storagePath} holds no collection of this NFT`,
        'panic("The signer\'s storage',
      );
    }
    checkFeeEstimate(ctx, { assets: ids.length, onboarding: false }, maxFee);
    checkBatchSize(ctx, ids);

    const depositUuid = collectionUuid(ctx, signer, collection);
    for (const id of ids) {
      const nft = withdrawNft(ctx, signer, coa, nftIdentifier, id);
      collection.nfts.push(nft);
      emitNftDeposited(ctx, nftIdentifier, nft, signer.address, depositUuid);
    }
    ctx.checkStorage(signer);
  },
});
