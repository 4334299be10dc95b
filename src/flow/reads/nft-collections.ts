import { encodeArguments } from '../cadence/define-cadence.ts';
import {
  decodeNftCollections,
  getNftCollectionsScript,
  type NftCollection,
  sortNftCollections,
} from '../cadence/scripts/get_nft_collections.ts';
import type { AccountAssetRead } from '../isolation/account-assets.ts';
import { assetListQuery } from './asset-list-query.ts';

/** Every NFT collection with its display data and size (NFTs, Send NFTs, Bridge NFTs). */
export const nftCollectionsRead: AccountAssetRead<NftCollection> = {
  name: 'nft-collections',
  kind: 'collection',
  cadence: getNftCollectionsScript.cadence,
  args: (address, only) => encodeArguments(getNftCollectionsScript, { address, only }),
  decode: decodeNftCollections,
  combine: sortNftCollections,
};

/** The account's NFT collections, no NFTs (its hook: react/useNftCollections.ts). */
export const nftCollectionsQuery = assetListQuery(nftCollectionsRead);
