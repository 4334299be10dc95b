import { addressArg, arrayArg, integerArg, stringArg } from '../json-cadence.ts';
import { nftCollectionData } from './bridge-metadata.ts';
import { collectionUuid, emitNftDeposited, emitNftWithdrawn } from './bridge-ops.ts';
import { checkEachIdOnce } from './bridge-prepare.ts';
import { nftReceiverOf } from './nft-receiver.ts';
import { soleSigner } from './signer.ts';
import { assertionFailed } from './transaction-failures.ts';
import type { TransactionHandler } from './types.ts';

const FILE = 'transactions/transfer_nfts.cdc';
const MAX_NFTS = 9;

/**
 * 1 to 9 NFTs of one collection from the signer to `to` (transactions/transfer_nfts.cdc), in
 * the Cadence's order: `prepare` (the type and its collection data, the signer's collection, the
 * recipient's receiver, each id once and owned), the `pre` block's batch size, then each NFT.
 */
export const transferNfts: TransactionHandler = {
  kind: 'transaction',
  file: FILE,
  execute(ctx) {
    const nftIdentifier = stringArg(ctx.args[0]);
    const ids = arrayArg(ctx.args[1], integerArg);
    const to = addressArg(ctx.args[2]);
    const signer = soleSigner(ctx, 'transfer_nfts');

    const data = nftCollectionData(ctx, nftIdentifier);
    if (data === null) {
      return ctx.panic(`No NFT type ${nftIdentifier} on this network`, 'panic("No NFT type');
    }
    const collection = signer.collections.find((c) => c.storagePath === data.storagePath);
    if (collection === undefined) {
      return ctx.panic(
        `The signer has no collection of this NFT at ${data.storagePath}`,
        'panic("The signer has no collection',
      );
    }
    const recipient = ctx.ledger.account(to);
    const receiver = nftReceiverOf(recipient, data.publicPath, nftIdentifier);
    if (recipient === undefined || receiver === undefined) {
      return ctx.panic(
        `The recipient ${to} cannot receive this NFT: no collection at ${data.publicPath}`,
        'panic("The recipient',
      );
    }
    checkEachIdOnce(ctx, FILE, ids, (id) => {
      if (!collection.nfts.some((nft) => nft.id === id)) {
        assertionFailed(
          ctx,
          FILE,
          `The signer's collection has no NFT ${id}`,
          'self.collection.borrowNFT(id) != nil',
        );
      }
    });
    if (ids.length < 1 || ids.length > MAX_NFTS) {
      ctx.preconditionFailed(
        'Send between 1 and 9 NFTs per transaction',
        ctx.locate('ids.length >= 1 && ids.length <= 9'),
      );
    }

    const providerUuid = collectionUuid(ctx, signer, collection);
    const receiverUuid = collectionUuid(ctx, recipient, receiver);
    for (const id of ids) {
      const index = collection.nfts.findIndex((nft) => nft.id === id);
      const [nft] = collection.nfts.splice(index, 1);
      if (nft === undefined) throw new Error(`NFT ${id} vanished`);
      emitNftWithdrawn(ctx, nftIdentifier, nft, signer.address, providerUuid);
      receiver.nfts.push(nft);
      emitNftDeposited(ctx, nftIdentifier, nft, recipient.address, receiverUuid);
    }
  },
};
