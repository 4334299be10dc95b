import type { NftCollection } from '../../flow/cadence/scripts/get_nft_collections.ts';

/**
 * The collection whose NFTs the screen shows: the one the URL's `collection` parameter names,
 * else the first that holds any. None when no collection holds an NFT, or none of these has the
 * name asked for (it could not be read, or there is no such collection).
 */
export function shownCollection(
  collections: readonly NftCollection[],
  requested: string | null,
): NftCollection | undefined {
  const firstWithNfts = collections.find((collection) => collection.count > 0);
  if (firstWithNfts === undefined || requested === null) return firstWithNfts;
  return collections.find((collection) => collection.storagePath === requested);
}
