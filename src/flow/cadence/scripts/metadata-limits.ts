/**
 * How much untrusted metadata the read scripts send: each text is cut inside Cadence to what its
 * screen can show, and a URI longer than any the app would load is sent as nil. A cut text ends
 * in "…". A hostile NFT with a 1 MB name then costs the grid 200 characters, not 1 MB. The `.cdc`
 * files write these numbers out (Cadence scripts take no constants from outside);
 * `metadata-limits.test.ts` holds them together.
 */
export const METADATA_LIMITS = {
  /** Characters of a name: an NFT's, a collection's, a token's, an ERC-20's or ERC-721's. */
  name: 200,
  /** Characters of a token's symbol. */
  symbol: 32,
  /** Characters of a collection's description (the collection header clamps it further). */
  collectionDescription: 1000,
  /** Characters of one NFT's description, which only its detail view asks for. */
  nftDescription: 10_000,
  /** Traits the detail view receives, and the characters of each trait's value. */
  traits: 100,
  traitValue: 1000,
  /** A URI (thumbnail, square image, logo, external URL) longer than this is sent as nil. */
  uri: 2048,
} as const;

/**
 * What one answer of a list script (a grid page, whatever its NFTs' metadata) may cost: the
 * budget the emulator suite, the hostile journey and the bench hold the scripts to.
 */
export const LIST_ANSWER_LIMIT_BYTES = 64 * 1024;

/**
 * Paths per storage explorer request (get_account_storage.cdc allows up to 200): it cuts paths
 * and types at 256 characters, so a page's answer stays far under the list answer limit.
 */
export const STORAGE_PAGE_SIZE = 100;
