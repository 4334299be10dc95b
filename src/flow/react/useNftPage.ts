import { nftPageParams, nftPageQuery } from '../reads/nft-page.ts';
import { useFlowRead } from './useFlowRead.ts';

/**
 * One page of a collection's NFTs with their Display view, for the grid and every picker alike
 * (so they share one cache); off while the collection is null.
 */
export const useNftPage = (address: string, storagePath: string | null, pageIndex: number) =>
  useFlowRead(
    nftPageQuery,
    storagePath === null ? null : nftPageParams(address, storagePath, pageIndex),
  );
