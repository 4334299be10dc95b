import { nftCollectionsRead } from '../isolation/nft-collections-read.ts';
import { useAssetList } from './useAssetList.ts';

/**
 * The account's NFT collections (display data and sizes, no NFTs), for every screen that lists
 * them; a collection whose contract fails is listed as unavailable.
 */
export const useNftCollections = (address: string) => useAssetList(nftCollectionsRead, address);
