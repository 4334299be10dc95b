import type { NftIds } from '../../flow/cadence/scripts/get_nft_ids.ts';
import type { NftItem, NftPage } from '../../flow/cadence/scripts/get_nfts_page.ts';
import { isScriptOverLimit } from '../../flow/script-limits.ts';

/** The two reads a page needs: the page script, and the ids alone (which borrow no NFT). */
export interface NftPageReads {
  page(offset: number, limit: number): Promise<NftPage>;
  ids(offset: number, limit: number): Promise<NftIds>;
}

/**
 * A window of a collection's NFTs. One request on a healthy collection. When the window reads
 * more than the access node allows (NFTs with megabytes of metadata: 1106 or 1110), it is split
 * in halves until each half answers; an NFT that passes the limit alone is shown by its id,
 * marked too large. Any other error fails the page as before.
 */
export async function readNftPage(
  reads: NftPageReads,
  offset: number,
  limit: number,
): Promise<NftPage> {
  try {
    return await reads.page(offset, limit);
  } catch (error) {
    if (!isScriptOverLimit(error)) throw error;
    if (limit === 1) {
      const { total, ids } = await reads.ids(offset, 1);
      return { total, items: ids.map(tooLargeItem) };
    }
    const half = Math.ceil(limit / 2);
    const [first, second] = await Promise.all([
      readNftPage(reads, offset, half),
      readNftPage(reads, offset + half, limit - half),
    ]);
    return { total: Math.max(first.total, second.total), items: [...first.items, ...second.items] };
  }
}

const tooLargeItem = (id: bigint): NftItem => ({ id, name: '', thumbnail: null, tooLarge: true });
