/** What the NFT scripts read from an account's storage: its collections and their NFTs. */
import type { LedgerAccount, Nft, NftCollection } from '../ledger.ts';

/** The identifier of a `/storage/<identifier>` path. */
export function storageIdentifier(path: string): string {
  return path.replace(/^\/storage\//, '');
}

/**
 * `account.storage.borrow<&{NonFungibleToken.Collection}>(from: /storage/<identifier>)`: the
 * collection stored there, or undefined (nothing there, or something that is not a collection,
 * or no account at all: `getAuthAccount` of such an address has empty storage).
 */
export function collectionAt(
  account: LedgerAccount | undefined,
  identifier: string,
): NftCollection | undefined {
  return account?.collections.find((c) => storageIdentifier(c.storagePath) === identifier);
}

/**
 * `collection.getIDs()`. On chain it is the key order of the collection's `ownedNFTs`
 * dictionary: deterministic for a given state, but neither insertion nor numeric order. The
 * sandbox answers ascending ids, so pages of one state never overlap or skip an NFT.
 */
export function collectionIds(collection: NftCollection): bigint[] {
  return collection.nfts.map((nft) => nft.id).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** `collection.borrowNFT(id)`. */
export function nftWithId(collection: NftCollection, id: bigint): Nft | undefined {
  return collection.nfts.find((nft) => nft.id === id);
}
