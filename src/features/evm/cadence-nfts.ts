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

/**
 * The collections whose NFTs can be moved (sent, or bridged to EVM): those holding any, of the
 * standard's shape (`nftTypeOfCollection`).
 */
export function movableCollections<collection extends { count: number; identifier: string }>(
  collections: readonly collection[],
): readonly collection[] {
  return collections.filter(
    (entry) => entry.count > 0 && nftTypeOfCollection(entry.identifier) !== null,
  );
}
