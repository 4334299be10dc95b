import { cadence } from '../json-cadence.ts';
import { nftWindowOf } from './nft-storage.ts';
import type { ScriptHandler } from './types.ts';

/**
 * The ids `[offset, offset + limit)` of a collection's `getIDs()` and its size
 * (scripts/get_nft_ids.cdc), borrowing no NFT.
 */
export const getNftIds: ScriptHandler = {
  kind: 'script',
  file: 'scripts/get_nft_ids.cdc',
  run(ctx) {
    const { total, windowIds } = nftWindowOf(ctx);
    return cadence.struct(`s.${ctx.location}.NFTIds`, {
      total: cadence.int(BigInt(total)),
      ids: cadence.array(windowIds.map((id) => cadence.uint64(id))),
    });
  },
};
