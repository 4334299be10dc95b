import { addressArg, cadence, stringArg } from '../json-cadence.ts';
import { nftCollectionData } from './bridge-metadata.ts';
import { nftReceiverOf } from './nft-receiver.ts';
import type { ScriptHandler } from './types.ts';

/** can_receive_nft.cdc: a receiver at the type's collection public path that takes the type. */
export const canReceiveNft: ScriptHandler = {
  kind: 'script',
  file: 'scripts/can_receive_nft.cdc',
  run(ctx) {
    const recipient = addressArg(ctx.args[0]);
    const nftIdentifier = stringArg(ctx.args[1]);
    const data = nftCollectionData(ctx, nftIdentifier);
    if (data === null) {
      return ctx.panic(`No NFT type ${nftIdentifier} on this network`, 'panic("No NFT type');
    }
    const receiver = nftReceiverOf(ctx.ledger.account(recipient), data.publicPath, nftIdentifier);
    return cadence.bool(receiver !== undefined);
  },
};
