import { cadence } from '../../../emulator/src/json-cadence.ts';
import { nftCollectionData } from './bridge-metadata.ts';
import { defineScriptHandler } from './define-handler.ts';
import { nftReceiverOf } from './nft-receiver.ts';

/** can_receive_nft.cdc: a receiver at the type's collection public path that takes the type. */
export const canReceiveNft = defineScriptHandler('scripts/can_receive_nft.cdc', {
  errorSites: ['panic("No NFT type'],
  run(ctx, { recipient, nftIdentifier }) {
    const data = nftCollectionData(ctx, nftIdentifier);
    if (data === null) {
      return ctx.panic(`No NFT type ${nftIdentifier} on this network`, 'panic("No NFT type');
    }
    const receiver = nftReceiverOf(ctx.ledger.account(recipient), data.publicPath, nftIdentifier);
    return cadence.bool(receiver !== undefined);
  },
});
