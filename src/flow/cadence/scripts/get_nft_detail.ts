import { defineScript } from '../define-cadence.ts';
import { CadenceShapeError, field, read } from '../read-cadence.ts';
import cadence from './get_nft_detail.cdc?raw';

export const getNftDetailScript = defineScript(cadence, [
  ['address', 'Address'],
  ['storagePath', 'String'],
  ['id', 'UInt64'],
]);

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

/** More traits than any NFT has: a sign of a broken or hostile answer. */
export const MAX_TRAITS = 1000;

const optionalString = (value: unknown, path: string) => read.optional(value, path, read.string);

/** `NFTDetail` → the NFT, which must be the one asked for. */
export function decodeNftDetail(value: unknown, expectedId: bigint): NftDetail {
  const struct = read.struct(value);
  const id = field(struct, 'id', read.uint);
  if (id !== expectedId) throw new CadenceShapeError('id', `the NFT ${expectedId}`);
  const traits = read.boundedArray(struct.traits, 'traits', MAX_TRAITS).map((entry, index) => {
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
