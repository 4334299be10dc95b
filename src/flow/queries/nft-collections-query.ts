import { nftCollectionsRead } from '../isolation/nft-collections-read.ts';
import { assetListQuery } from './asset-list-query.ts';

/** The account's NFT collections (display data and sizes, no NFTs). */
export const nftCollectionsQuery = assetListQuery(nftCollectionsRead);
