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
  budget: IsolationBudget = { requests: ISOLATION_REQUEST_BUDGET },
): Promise<NftPage> {
  const { page } = await readWindow(reads, offset, limit, budget);
  return page;
}

interface IsolationBudget {
  requests: number;
  /** The contract failure that spent it: the windows left once it is spent are marked with it. */
  spentOn?: ContractFailure;
}

interface WindowRead {
  page: NftPage;
  /**
   * The largest window that answered, when every NFT of this one came from a page read; null
   * when one had to be marked alone (a window that failed for one NFT says nothing about size).
   */
  answered: number | null;
}

/**
 * The first half is read before the second: failing reads are the costly ones (each reads up
 * to the node's limit before it is refused), so once a size has answered, the rest is read in
 * windows of that size instead of failing again at every level in parallel.
 */
async function readWindow(
  reads: NftPageReads,
  offset: number,
  limit: number,
  budget: IsolationBudget,
): Promise<WindowRead> {
  if (budget.spentOn !== undefined) return markedAlone(reads, offset, limit, budget.spentOn);
  budget.requests -= 1;
  try {
    return { page: await reads.page(offset, limit), answered: limit };
  } catch (error) {
    const failure = contractFailure(error);
    if (failure === null && !isScriptOverLimit(error)) throw error;
    if (failure !== null && budget.requests < 2) budget.spentOn = failure;
    if (limit === 1 || budget.spentOn !== undefined) {
      return markedAlone(reads, offset, limit, failure);
    }
    const half = Math.ceil(limit / 2);
    const first = await readWindow(reads, offset, half, budget);
    const rest = await Promise.all(
      windows(offset + half, limit - half, first.answered ?? limit - half).map((window) =>
        readWindow(reads, window.offset, window.limit, budget),
      ),
    );
    const parts = [first, ...rest];
    return {
      page: {
        total: Math.max(...parts.map((part) => part.page.total)),
        items: parts.flatMap((part) => part.page.items),
      },
      answered: parts.some((part) => part.answered === null)
        ? null
        : Math.max(...parts.map((part) => part.answered ?? 0)),
    };
  }
}

/** The window's NFTs by id alone, each marked with why it could not be read. */
async function markedAlone(
  reads: NftPageReads,
  offset: number,
  limit: number,
  failure: ContractFailure | null,
): Promise<WindowRead> {
  const { total, ids } = await reads.ids(offset, limit);
  return {
    page: {
      total,
      items: ids.map((id) => (failure === null ? tooLargeItem(id) : unavailableItem(id, failure))),
    },
    answered: null,
  };
}

function windows(offset: number, limit: number, size: number) {
  return Array.from({ length: Math.ceil(limit / size) }, (_, index) => ({
    offset: offset + index * size,
    limit: Math.min(size, limit - index * size),
  }));
}

const tooLargeItem = (id: bigint): NftItem => ({ id, name: '', thumbnail: null, tooLarge: true });

const unavailableItem = (id: bigint, failure: ContractFailure): NftItem => ({
  id,
  name: '',
  thumbnail: null,
  unavailable: failure,
});
