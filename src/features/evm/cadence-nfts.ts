/**
 * The NFT type a collection holds, by the standard's naming (`A.<addr>.<Contract>.Collection`
 * holds `A.<addr>.<Contract>.NFT`), which is what the bridge takes; null for any other shape.
 */
export function nftTypeOfCollection(collectionIdentifier: string): string | null {
  const match = /^(A\.[0-9a-f]{16}\.[A-Za-z_][A-Za-z0-9_]*)\.Collection$/.exec(
    collectionIdentifier,
  );
  return match?.[1] ? `${match[1]}.NFT` : null;
}
