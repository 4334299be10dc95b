import type { LedgerAccount, NftCollection } from '../ledger.ts';

/**
 * `getAccount(address).capabilities.borrow<&{NonFungibleToken.Receiver}>(publicPath)` for a
 * collection of `nftIdentifier`: the account's collection published at that path, if it takes
 * the type (the sandbox's collections each take their one NFT type).
 */
export function nftReceiverOf(
  account: LedgerAccount | undefined,
  publicPath: string,
  nftIdentifier: string,
): NftCollection | undefined {
  return account?.collections.find(
    (collection) =>
      collection.publicPath === publicPath && collection.nftTypeIdentifier === nftIdentifier,
  );
}
