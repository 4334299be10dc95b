import { nftCollectionSizeQuery } from '../reads/nft-collection-size.ts';
import { useFlowRead } from './useFlowRead.ts';

/** How many NFTs a collection holds, from its ids alone (reads/nft-collection-size.ts). */
export const useNftCollectionSize = (address: string, storagePath: string) =>
  useFlowRead(nftCollectionSizeQuery, { address, storagePath });
