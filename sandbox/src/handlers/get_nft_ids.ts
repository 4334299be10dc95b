import { addressArg, cadence, integerArg, stringArg } from '../json-cadence.ts';
import { collectionAt, collectionIds } from './nft-storage.ts';
import type { ScriptHandler } from './types.ts';

/**
 * The ids `[offset, offset + limit)` of a collection's `getIDs()` (scripts/get_nft_ids.cdc),
 * borrowing no NFT: the same pre-conditions and panics as get_nfts_page.cdc, in the same order.
 */
export const getNftIds: ScriptHandler = {
  kind: 'script',
  file: 'scripts/get_nft_ids.cdc',
  run(ctx) {
    const address = addressArg(ctx.args[0]);
    const storagePath = stringArg(ctx.args[1]);
    const offset = integerArg(ctx.args[2]);
    const limit = integerArg(ctx.args[3]);
    if (offset < 0n) {
      ctx.preconditionFailed('offset must not be negative', 'offset >= 0:');
    }
    if (!(limit > 0n && limit <= 100n)) {
      ctx.preconditionFailed('limit must be between 1 and 100', 'limit > 0 && limit <= 100:');
    }
    const collection = collectionAt(ctx.ledger.account(address), storagePath);
    if (collection === undefined) {
      return ctx.panic(`No NFT collection at /storage/${storagePath}`, 'panic("No NFT collection');
    }
    const all = collectionIds(collection);
    const ids = all.slice(Number(offset), Number(offset + limit));
    return cadence.struct(`s.${ctx.location}.NFTIds`, {
      total: cadence.int(BigInt(all.length)),
      ids: cadence.array(ids.map((id) => cadence.uint64(id))),
    });
  },
};
