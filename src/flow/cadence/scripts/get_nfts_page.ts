import type { ContractFailure } from '../../isolation/contract-failure.ts';
import { defineScript } from '../define-cadence.ts';
import { field, read } from '../read-cadence.ts';
import cadence from './get_nfts_page.cdc?raw';

export const getNftsPageScript = defineScript(cadence, [
  ['address', 'Address'],
  ['storagePath', 'String'],
  ['offset', 'Int'],
  ['limit', 'Int'],
]);

/** One NFT of a page. Text and URIs are untrusted. */
export interface NftItem {
  readonly id: bigint;
  readonly name: string;
  readonly thumbnail: string | null;
  /** Set when the NFT alone passes the access node's read limits: only its id is known. */
  readonly tooLarge?: true;
  /** Set when the NFT's contract fails when asked for its display: only its id is known. */
  readonly unavailable?: ContractFailure;
}

export interface NftPage {
  /** How many NFTs the collection holds. */
  readonly total: number;
  readonly items: readonly NftItem[];
}

const optionalString = (value: unknown, path: string) => read.optional(value, path, read.string);

/** `NFTPage` → a page of at most `limit` NFTs (the limit the script was asked for). */
export function decodeNftPage(value: unknown, limit: number): NftPage {
  const struct = read.struct(value);
  const total = field(struct, 'total', read.count);
  const items = read
    .boundedArray(struct.items, 'items', Math.min(limit, total))
    .map((entry, index) => {
      const path = `items[${index}]`;
      const item = read.struct(entry, path);
      return {
        id: field(item, 'id', read.uint, path),
        name: field(item, 'name', read.string, path),
        thumbnail: field(item, 'thumbnail', optionalString, path),
      } satisfies NftItem;
    });
  return { total, items };
}
