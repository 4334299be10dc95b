/** What the NFT scripts read from an account's storage: its collections and their NFTs. */
import type { CadenceArguments } from '../../../src/flow/cadence/define-cadence.ts';
import type { getNftIdsScript } from '../../../src/flow/cadence/scripts/get_nft_ids.ts';
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
function collectionAt(
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

/** The arguments get_nfts_page.cdc and get_nft_ids.cdc share. */
type NftWindowArguments = CadenceArguments<typeof getNftIdsScript.parameters>;

/**
 * The window that get_nfts_page.cdc and get_nft_ids.cdc share, in their order: `main`'s
 * pre-conditions (offset ≥ 0, then 1 ≤ limit ≤ 100), then the collection at
 * /storage/<storagePath> (any identifier makes a path: `StoragePath(identifier:)` never returns
 * nil), else their panic; then the collection's ids and those in `[offset, offset + limit)`.
 */
export function nftWindowOf(
  ctx: ScriptContext,
  { address, storagePath, offset, limit }: NftWindowArguments,
) {
  if (offset < 0n) {
    ctx.preconditionFailed('offset must not be negative', 'offset >= 0:');
  }
  if (!(limit > 0n && limit <= 100n)) {
    ctx.preconditionFailed('limit must be between 1 and 100', 'limit > 0 && limit <= 100:');
  }
  const collection = collectionAt(ctx.ledger.account(address), storagePath);
  if (collection === undefined) {
    return ctx.panic(`No NFT collection at /storage/${storagePath}`, 'panic("No NFT collection');
  }
  const ids = collectionIds(collection);
  return {
    address,
    collection,
    total: ids.length,
    windowIds: ids.slice(Number(offset), Number(offset + limit)),
  };
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
