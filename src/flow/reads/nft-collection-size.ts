import { defineFlowQuery } from './define-flow-query.ts';
import { type CollectionParams, nftPageReads } from './nft-page.ts';

/**
 * How many NFTs a collection holds, from its ids alone (no NFT borrowed): for a collection whose
 * contract fails when asked to describe itself or count them, so its NFTs can still be shown.
 */
export const nftCollectionSizeQuery = defineFlowQuery({
  id: 'nftCollectionSize',
  get: async ({ getReader }, collection: CollectionParams) =>
    (await nftPageReads(getReader, collection).ids(0, 1)).total,
});
