import { defineScript } from '../define-cadence.ts';
import { CadenceShapeError, field, read } from '../read-cadence.ts';
import cadence from './get_nft_collections.cdc?raw';

export const getNftCollectionsScript = defineScript(cadence, [
  ['address', 'Address'],
  ['only', '[String]?'],
]);

/** One NFT collection in an account. Text and URIs are untrusted. */
export interface NftCollection {
  readonly identifier: string;
  /** The storage path's identifier: the `collection` URL parameter and the page scripts' key. */
  readonly storagePath: string;
  readonly name: string;
  readonly description: string;
  readonly squareImage: string | null;
  readonly externalURL: string | null;
  readonly count: number;
}

/** More collections than any real account holds: a sign of a broken or hostile answer. */
export const MAX_COLLECTIONS = 1000;

// Cadence storage path identifiers: the only thing the scripts can return there.
const STORAGE_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,255}$/;

function readStoragePath(value: unknown, path: string): string {
  const text = read.string(value, path);
  if (!STORAGE_IDENTIFIER.test(text)) {
    throw new CadenceShapeError(path, 'a storage path identifier');
  }
  return text;
}

const optionalString = (value: unknown, path: string) => read.optional(value, path, read.string);

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
// Sorted by the name as shown: invisible and control characters do not count.
const sortKey = (collection: NftCollection) =>
  collection.name.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();

/**
 * `[CollectionSummary]` → collections sorted by their shown name, then storage path. Every screen
 * decodes this query with this function, so the cached value has one shape and one order.
 */
export function decodeNftCollections(value: unknown): readonly NftCollection[] {
  const collections = read.boundedArray(value, '', MAX_COLLECTIONS).map((entry, index) => {
    const path = `[${index}]`;
    const struct = read.struct(entry, path);
    return {
      identifier: field(struct, 'identifier', read.string, path),
      storagePath: field(struct, 'storagePath', readStoragePath, path),
      name: field(struct, 'name', read.string, path),
      description: field(struct, 'description', read.string, path),
      squareImage: field(struct, 'squareImage', optionalString, path),
      externalURL: field(struct, 'externalURL', optionalString, path),
      count: field(struct, 'count', read.count, path),
    } satisfies NftCollection;
  });
  return sortNftCollections(collections);
}

/** Collections by their shown name, then storage path (also for collections read apart). */
export function sortNftCollections(collections: readonly NftCollection[]): NftCollection[] {
  return [...collections].sort(
    (a, b) =>
      collator.compare(sortKey(a), sortKey(b)) ||
      (a.storagePath < b.storagePath ? -1 : a.storagePath > b.storagePath ? 1 : 0),
  );
}
