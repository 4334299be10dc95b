import { NFT_PAGE_SIZE, nftCollectionSizeQuery, nftPageQuery } from '../queries/nft-queries.ts';
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

/** How many NFTs a collection holds, from its ids alone (nft-queries.ts). */
export const useNftCollectionSize = (address: string, storagePath: string) =>
  useFlowRead(nftCollectionSizeQuery, { address, storagePath });
