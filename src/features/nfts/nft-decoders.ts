import { displayText } from '../../components/ui/plain-text.ts';
import { CadenceShapeError, field, read } from '../../flow/cadence/read-cadence.ts';

/** One NFT collection in an account (get_nft_collections.cdc). Text and URIs are untrusted. */
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

/** One NFT of a page (get_nfts_page.cdc). */
export interface NftItem {
  readonly id: bigint;
  readonly name: string;
  readonly description: string;
  readonly thumbnail: string | null;
}

export interface NftPage {
  /** How many NFTs the collection holds. */
  readonly total: number;
  readonly items: readonly NftItem[];
}

export interface NftTrait {
  readonly name: string;
  readonly value: string;
}

/** One NFT in full (get_nft_detail.cdc). */
export interface NftDetail {
  readonly id: bigint;
  /** The NFT's type identifier, e.g. `A.0x….ExampleNFT.NFT`. */
  readonly type: string;
  readonly name: string;
  readonly description: string;
  readonly thumbnail: string | null;
  readonly serial: bigint | null;
  readonly externalURL: string | null;
  readonly traits: readonly NftTrait[];
}

/** More collections than any real account holds: a sign of a broken or hostile answer. */
export const MAX_COLLECTIONS = 1000;
/** Likewise for the traits of one NFT. */
export const MAX_TRAITS = 1000;

// Cadence storage path identifiers: the only thing the scripts can return there.
const STORAGE_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,255}$/;

function storagePath(value: unknown, path: string): string {
  const text = read.string(value, path);
  if (!STORAGE_IDENTIFIER.test(text))
    throw new CadenceShapeError(path, 'a storage path identifier');
  return text;
}

function boundedArray(value: unknown, path: string, max: number): readonly unknown[] {
  const array = read.array(value, path);
  if (array.length > max) throw new CadenceShapeError(path, `at most ${max} entries`);
  return array;
}

const optionalString = (value: unknown, path: string) => read.optional(value, path, read.string);

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** `[CollectionSummary]` → collections sorted by their displayed name, then storage path. */
export function decodeNftCollections(value: unknown): readonly NftCollection[] {
  const collections = boundedArray(value, '', MAX_COLLECTIONS).map((entry, index) => {
    const path = `[${index}]`;
    const struct = read.struct(entry, path);
    return {
      identifier: field(struct, 'identifier', read.string, path),
      storagePath: field(struct, 'storagePath', storagePath, path),
      name: field(struct, 'name', read.string, path),
      description: field(struct, 'description', read.string, path),
      squareImage: field(struct, 'squareImage', optionalString, path),
      externalURL: field(struct, 'externalURL', optionalString, path),
      count: field(struct, 'count', read.count, path),
    } satisfies NftCollection;
  });
  const sortKey = (collection: NftCollection) => displayText(collection.name, 200);
  return collections.sort(
    (a, b) =>
      collator.compare(sortKey(a), sortKey(b)) ||
      (a.storagePath < b.storagePath ? -1 : a.storagePath > b.storagePath ? 1 : 0),
  );
}

/** `NFTPage` → a page of at most `limit` NFTs (the limit the script was asked for). */
export function decodeNftPage(value: unknown, limit: number): NftPage {
  const struct = read.struct(value);
  const total = field(struct, 'total', read.count);
  const items = boundedArray(struct.items, 'items', Math.min(limit, total)).map((entry, index) => {
    const path = `items[${index}]`;
    const item = read.struct(entry, path);
    return {
      id: field(item, 'id', read.uint, path),
      name: field(item, 'name', read.string, path),
      description: field(item, 'description', read.string, path),
      thumbnail: field(item, 'thumbnail', optionalString, path),
    } satisfies NftItem;
  });
  return { total, items };
}

/** `NFTDetail` → the NFT, which must be the one asked for. */
export function decodeNftDetail(value: unknown, expectedId: bigint): NftDetail {
  const struct = read.struct(value);
  const id = field(struct, 'id', read.uint);
  if (id !== expectedId) throw new CadenceShapeError('id', `the NFT ${expectedId}`);
  const traits = boundedArray(struct.traits, 'traits', MAX_TRAITS).map((entry, index) => {
    const path = `traits[${index}]`;
    const trait = read.struct(entry, path);
    return {
      name: field(trait, 'name', read.string, path),
      value: field(trait, 'value', read.string, path),
    } satisfies NftTrait;
  });
  return {
    id,
    type: field(struct, 'type', read.string),
    name: field(struct, 'name', read.string),
    description: field(struct, 'description', read.string),
    thumbnail: field(struct, 'thumbnail', optionalString),
    serial: field(struct, 'serial', (serial, path) => read.optional(serial, path, read.uint)),
    externalURL: field(struct, 'externalURL', optionalString),
    traits,
  };
}
