import { evmNftsRead, nftCollectionsRead } from '../isolation/account-assets.ts';
import { useAssetList } from './useAssetList.ts';

/**
 * The account's NFT collections (display data and sizes, no NFTs), for every screen that lists
 * them; a collection whose contract fails is listed as unavailable.
 */
export const useNftCollections = (address: string) => useAssetList(nftCollectionsRead, address);

/** The bridged NFTs the account's COA holds, per Cadence NFT type it keeps a collection of. */
export const useEvmNfts = (owner: string) => useAssetList(evmNftsRead, owner);
