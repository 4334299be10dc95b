import { nftCollectionsQuery } from '../reads/nft-collections.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account's NFT collections; a collection whose contract fails is listed as unavailable. */
export const useNftCollections = (address: string) => useFlowRead(nftCollectionsQuery, { address });
