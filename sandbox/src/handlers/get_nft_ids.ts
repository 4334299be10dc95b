import { cadence } from '../../../emulator/src/json-cadence.ts';
import { defineScriptHandler } from './define-handler.ts';
import { nftWindowOf } from './nft-storage.ts';

/**
 * The ids `[offset, offset + limit)` of a collection's `getIDs()` and its size
 * (scripts/get_nft_ids.cdc), borrowing no NFT.
 */
export const getNftIds = defineScriptHandler('scripts/get_nft_ids.cdc', {
  errorSites: ['limit > 0 && limit <= 100:', 'offset >= 0:', 'panic("No NFT collection'],
  run(ctx, args) {
    const { total, windowIds } = nftWindowOf(ctx, args);
    return cadence.struct(`s.${ctx.location}.NFTIds`, {
      total: cadence.int(BigInt(total)),
      ids: cadence.array(windowIds.map((id) => cadence.uint64(id))),
    });
  },
});
