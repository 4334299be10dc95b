import { NFT_PAGE_SIZE, nftPageQuery } from '../reads/nft-page.ts';
import { useFlowRead } from './useFlowRead.ts';

/**
 * One page of a collection's NFTs with their Display view, for the grid and every picker alike
 * (so they share one cache); off while the collection is null.
 */
export const useNftPage = (address: string, storagePath: string | null, pageIndex: number) =>
  useFlowRead(
    nftPageQuery,
    storagePath === null
      ? null
      : { address, storagePath, offset: pageIndex * NFT_PAGE_SIZE, limit: NFT_PAGE_SIZE },
  );
