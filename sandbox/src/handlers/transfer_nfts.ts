import { nftCollectionData } from './bridge-metadata.ts';
import { collectionUuid, emitNftDeposited, emitNftWithdrawn } from './bridge-ops.ts';
import { checkBatchSize, checkEachIdOwned, requireSignerCollection } from './bridge-prepare.ts';
import { defineTransactionHandler } from './define-handler.ts';
import { nftReceiverOf } from './nft-receiver.ts';
import { withdrawNft } from './nft-storage.ts';
import { soleSigner } from './signer.ts';

const FILE = 'transactions/transfer_nfts.cdc';

/**
 * 1 to 9 NFTs of one collection from the signer to `to` (transactions/transfer_nfts.cdc), in
 * the Cadence's order: `prepare` (the type and its collection data, the signer's collection, the
 * recipient's receiver, each id once and owned), the `pre` block's batch size, then each NFT.
 */
export const transferNfts = defineTransactionHandler(FILE, {
  errorSites: [
    'ids.length >= 1 && ids.length <= 9',
    'panic("No NFT type',
    'panic("The NFT contract',
    'panic("The recipient',
    'panic("The signer has no collection',
    'seen[id] == nil',
    'self.collection.borrowNFT(id) != nil',
  ],
  execute(ctx, { nftIdentifier, ids, to }) {
    const signer = soleSigner(ctx, 'transfer_nfts');

    const data = nftCollectionData(ctx, nftIdentifier);
    if (data === null) {
      return ctx.panic(`No NFT type ${nftIdentifier} on this network`, 'panic("No NFT type');
    }
    const collection = requireSignerCollection(ctx, signer, data.storagePath);
    const recipient = ctx.ledger.account(to);
    const receiver = nftReceiverOf(recipient, data.publicPath, nftIdentifier);
    if (recipient === undefined || receiver === undefined) {
      return ctx.panic(
        `The recipient ${to} cannot receive this NFT: no collection at ${data.publicPath}`,
        'panic("The recipient',
      );
    }
    checkEachIdOwned(ctx, ids, collection);
    checkBatchSize(ctx, ids, 'Send between 1 and 9 NFTs per transaction');

    const providerUuid = collectionUuid(ctx, signer, collection);
    const receiverUuid = collectionUuid(ctx, recipient, receiver);
    for (const id of ids) {
      const nft = withdrawNft(collection, id);
      emitNftWithdrawn(ctx, nftIdentifier, nft, signer.address, providerUuid);
      receiver.nfts.push(nft);
      emitNftDeposited(ctx, nftIdentifier, nft, recipient.address, receiverUuid);
    }
  },
});
