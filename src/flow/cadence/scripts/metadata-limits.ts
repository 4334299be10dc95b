/**
 * How much untrusted metadata the list scripts send (`get_nfts_page.cdc`,
 * `get_nft_collections.cdc`): each text is cut inside Cadence to what its screen can show, and a
 * URI longer than any the app would load is sent as nil. A cut text ends in "…". A hostile NFT
 * with a 1 MB name then costs the grid 200 characters, not 1 MB. The `.cdc` files write these numbers out (Cadence
 * scripts take no constants from outside); `metadata-limits.test.ts` holds them together, and
 * the sandbox cuts by the same numbers.
 */
export const METADATA_LIMITS = {
  /** Characters of an NFT's or a collection's name. */
  name: 200,
  /** Characters of a collection's description (the collection header clamps it further). */
  collectionDescription: 1000,
  /** A URI (thumbnail, square image, external URL) longer than this is sent as nil. */
  uri: 2048,
} as const;
