import { nftCollectionsQuery } from '../queries/nft-collections-query.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account's NFT collections; a collection whose contract fails is listed as unavailable. */
export const useNftCollections = (address: string) => useFlowRead(nftCollectionsQuery, { address });
