import { cadence } from '../../../emulator/src/json-cadence.ts';
import { clipped, METADATA_LIMITS, usableUri } from '../../../emulator/test/metadata-text.ts';
import type { Nft } from '../ledger.ts';
import { checkResolveView } from './broken-contracts.ts';
import { defineScriptHandler } from './define-handler.ts';
import { nftWindowOf, nftWithId } from './nft-storage.ts';
import { COMPUTATION_PER_ITEM, scriptComputation } from './script-computation.ts';
import { nftStorageBytes, storageReads } from './storage-reads.ts';
import type { ScriptContext } from './types.ts';

/** One NFTItem: the id, the Display view's name (cut) and thumbnail URI (nil when too long). */
function nftItem(ctx: ScriptContext, nft: Nft) {
  const thumbnail = usableUri(nft.thumbnail);
  return cadence.struct(`s.${ctx.location}.NFTItem`, {
    id: cadence.uint64(nft.id),
    name: cadence.string(clipped(nft.name, METADATA_LIMITS.name)),
    thumbnail: cadence.optional(thumbnail === null ? null : cadence.string(thumbnail)),
  });
}

/**
 * One page of a collection's NFTs (scripts/get_nfts_page.cdc): the window's checks and ids
 * (`nftWindowOf`; ascending in the sandbox, see nft-storage.ts), then each NFT's item. Each NFT
 * borrowed counts against the storage interaction limit, as on chain.
 */
export const getNftsPage = defineScriptHandler('scripts/get_nfts_page.cdc', {
  errorSites: [
    'collection.borrowNFT(id)',
    'for id in ids.slice',
    'limit > 0 && limit <= 100:',
    'offset >= 0:',
    'panic("No NFT collection',
  ],
  run(ctx, args) {
    const { address, collection, total, windowIds } = nftWindowOf(ctx, args);
    const reads = storageReads(ctx, address);
    const computation = scriptComputation(ctx, 'for id in ids.slice');
    const items = [];
    for (const id of windowIds) {
      const nft = nftWithId(collection, id);
      if (nft === undefined) continue;
      reads.read(nftStorageBytes(nft), 'collection.borrowNFT(id)');
      computation.use(COMPUTATION_PER_ITEM.nft);
      checkResolveView(ctx, collection);
      items.push(nftItem(ctx, nft));
    }
    return cadence.struct(`s.${ctx.location}.NFTPage`, {
      total: cadence.int(BigInt(total)),
      items: cadence.array(items),
    });
  },
});
