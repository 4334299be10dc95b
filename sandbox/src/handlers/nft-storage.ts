/** What the NFT scripts read from an account's storage: its collections and their NFTs. */
import type { LedgerAccount, Nft, NftCollection } from '../ledger.ts';
import type { ScriptContext } from './types.ts';

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

/** `collection.withdraw(withdrawID: id)`, for an id the transaction already checked is there. */
export function withdrawNft(collection: NftCollection, id: bigint): Nft {
  const index = collection.nfts.findIndex((nft) => nft.id === id);
  const [nft] = index < 0 ? [] : collection.nfts.splice(index, 1);
  if (nft === undefined) throw new Error(`NFT ${id} vanished`);
  return nft;
}

/** `collection.borrowNFT(id)`. */
export function nftWithId(collection: NftCollection, id: bigint): Nft | undefined {
  return collection.nfts.find((nft) => nft.id === id);
}

/**
 * The NFT with `id` in `address`'s collection at `/storage/<identifier>`, or the panics the
 * scripts that read one NFT share (get_nft_detail.cdc and the NFT display example).
 */
export function nftNamedBy(
  ctx: ScriptContext,
  address: string,
  identifier: string,
  id: bigint,
): { readonly collection: NftCollection; readonly nft: Nft } {
  const collection = collectionAt(ctx.ledger.account(address), identifier);
  if (collection === undefined) {
    return ctx.panic(`No NFT collection at /storage/${identifier}`, 'panic("No NFT collection');
  }
  const nft = nftWithId(collection, id);
  if (nft === undefined) {
    return ctx.panic(`No NFT with id ${id} in /storage/${identifier}`, 'panic("No NFT with id');
  }
  return { collection, nft };
}
