import { defineScript } from '../define-cadence.ts';
import { field, read } from '../read-cadence.ts';
import cadence from './get_nft_ids.cdc?raw';

export const getNftIdsScript = defineScript(cadence, [
  ['address', 'Address'],
  ['storagePath', 'String'],
  ['offset', 'Int'],
  ['limit', 'Int'],
]);

export interface NftIds {
  /** How many NFTs the collection holds. */
  readonly total: number;
  readonly ids: readonly bigint[];
}

/** `NFTIds` → the collection's size and at most `limit` ids. */
export function decodeNftIds(value: unknown, limit: number): NftIds {
  const struct = read.struct(value);
  const total = field(struct, 'total', read.count);
  const ids = read
    .boundedArray(struct.ids, 'ids', Math.min(limit, total))
    .map((id, index) => read.uint(id, `ids[${index}]`));
  return { total, ids };
}
