const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The collections screen with one collection selected: `basePath?collection=<storagePath>`,
 * keeping the other search parameters.
 */
export function nftCollectionHref(
  basePath: string,
  storagePath: string,
  search: URLSearchParams = new URLSearchParams(),
): string {
  const params = new URLSearchParams(search);
  params.set('collection', storagePath);
  return `${withoutTrailingSlash(basePath)}?${params.toString()}`;
}

/** `/storage/FrailKittiesCollection` → `FrailKittiesCollection`, as the URL names a collection. */
export const storageIdentifierOf = (path: string): string => path.replace(/^\/storage\//, '');

/** One NFT's detail screen: `basePath/<storagePath>/<id>`. */
export function nftDetailHref(basePath: string, storagePath: string, id: bigint): string {
  return `${withoutTrailingSlash(basePath)}/${encodeURIComponent(storagePath)}/${id.toString()}`;
}
