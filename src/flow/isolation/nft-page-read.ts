import type { NftIds } from '../cadence/scripts/get_nft_ids.ts';
import type { NftItem, NftPage } from '../cadence/scripts/get_nfts_page.ts';
import { isScriptOverLimit } from '../script-limits.ts';
import { type ContractFailure, contractFailure } from './contract-failure.ts';
import { ISOLATION_REQUEST_BUDGET } from './isolate.ts';

/** The two reads a page needs: the page script, and the ids alone (which borrow no NFT). */
export interface NftPageReads {
  page(offset: number, limit: number): Promise<NftPage>;
  ids(offset: number, limit: number): Promise<NftIds>;
}

/**
 * A window of a collection's NFTs. One request on a healthy collection. When the window fails
 * for one NFT, it is split in halves until each half answers, and the NFT that fails alone is
 * shown by its id, marked:
 * - too large, when it reads more than the access node allows (megabytes of metadata: 1106 or
 *   1110);
 * - metadata unavailable, when its contract fails when asked for its display (a panic in
 *   `resolveView`). Splitting stops after a budget of requests (a contract failing for every
 *   NFT would cost two per NFT); the NFTs left are then all marked.
 * Any other error fails the page as before.
 */
export async function readNftPage(
  reads: NftPageReads,
  offset: number,
  limit: number,
  budget = { requests: ISOLATION_REQUEST_BUDGET },
): Promise<NftPage> {
  budget.requests -= 1;
  try {
    return await reads.page(offset, limit);
  } catch (error) {
    const failure = contractFailure(error);
    if (failure === null && !isScriptOverLimit(error)) throw error;
    if (limit === 1 || (failure !== null && budget.requests < 2)) {
      const { total, ids } = await reads.ids(offset, limit);
      return {
        total,
        items: ids.map((id) =>
          failure === null ? tooLargeItem(id) : unavailableItem(id, failure),
        ),
      };
    }
    const half = Math.ceil(limit / 2);
    const [first, second] = await Promise.all([
      readNftPage(reads, offset, half, budget),
      readNftPage(reads, offset + half, limit - half, budget),
    ]);
    return { total: Math.max(first.total, second.total), items: [...first.items, ...second.items] };
  }
}

const tooLargeItem = (id: bigint): NftItem => ({ id, name: '', thumbnail: null, tooLarge: true });

const unavailableItem = (id: bigint, failure: ContractFailure): NftItem => ({
  id,
  name: '',
  thumbnail: null,
  unavailable: failure,
});
