import { addressArg, cadence, integerArg, stringArg } from '../json-cadence.ts';
import type { Nft } from '../ledger.ts';
import { clipped, METADATA_LIMITS, usableUri } from './metadata-text.ts';
import { collectionAt, collectionIds, nftWithId } from './nft-storage.ts';
import { nftStorageBytes, storageReads } from './storage-reads.ts';
import type { ScriptContext, ScriptHandler } from './types.ts';

/** One NFTItem: the id, the Display view's name (cut) and thumbnail URI (nil when too long). */
export function nftItem(ctx: ScriptContext, nft: Nft) {
  const thumbnail = usableUri(nft.thumbnail);
  return cadence.struct(`s.${ctx.location}.NFTItem`, {
    id: cadence.uint64(nft.id),
    name: cadence.string(clipped(nft.name, METADATA_LIMITS.name)),
    thumbnail: cadence.optional(thumbnail === null ? null : cadence.string(thumbnail)),
  });
}

/**
 * One page of a collection's NFTs (scripts/get_nfts_page.cdc): the pre-conditions of `main`
 * first (offset ≥ 0, then 1 ≤ limit ≤ 100), then the collection at /storage/<storagePath> (any
 * identifier makes a path: `StoragePath(identifier:)` never returns nil), then the ids
 * `[offset, offset + limit)` of `getIDs()` (ascending in the sandbox, see nft-storage.ts). Each
 * NFT borrowed counts against the storage interaction limit, as on chain.
 */
export const getNftsPage: ScriptHandler = {
  kind: 'script',
  file: 'scripts/get_nfts_page.cdc',
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
    const ids = collectionIds(collection);
    const total = BigInt(ids.length);
    const items = [];
    if (offset < total) {
      const end = offset + limit < total ? offset + limit : total;
      const reads = storageReads(ctx, address);
      for (const id of ids.slice(Number(offset), Number(end))) {
        const nft = nftWithId(collection, id);
        if (nft === undefined) continue;
        reads.read(nftStorageBytes(nft), 'collection.borrowNFT(id)');
        items.push(nftItem(ctx, nft));
      }
    }
    return cadence.struct(`s.${ctx.location}.NFTPage`, {
      total: cadence.int(total),
      items: cadence.array(items),
    });
  },
};
