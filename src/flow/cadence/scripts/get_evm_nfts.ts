import type { EvmAddress } from '../../evm-address.ts';
import { readEvmAddressHex } from '../bridge-read.ts';
import { defineScript } from '../define-cadence.ts';
import { CadenceShapeError, field, read } from '../read-cadence.ts';
import cadence from './get_evm_nfts.cdc?raw';

export const getEvmNftsScript = defineScript(cadence, [
  ['owner', 'Address'],
  ['only', '[String]?'],
]);

/** The ERC-721 tokens an account's COA holds for one bridged NFT type. */
export interface EvmNftHoldings {
  /** The Cadence NFT type identifier (what bridge_nfts_from_evm takes). */
  readonly nftIdentifier: string;
  readonly evmAddress: EvmAddress;
  /** Untrusted: the ERC-721's name(). */
  readonly collectionName: string;
  /** The first token ids (at most 100), in tokenOfOwnerByIndex order. */
  readonly ids: bigint[];
  /** balanceOf(coa): may exceed ids.length. */
  readonly total: bigint;
}

export const EVM_NFT_IDS_LIMIT = 100;

function decodeHoldings(value: unknown, path: string): EvmNftHoldings {
  const struct = read.struct(value, path);
  const ids = field(struct, 'ids', read.array, path).map((id, index) =>
    read.uint(id, `${path}.ids[${index}]`),
  );
  const total = field(struct, 'total', read.uint, path);
  if (ids.length > EVM_NFT_IDS_LIMIT || BigInt(ids.length) > total) {
    throw new CadenceShapeError(
      `${path}.ids`,
      `at most ${EVM_NFT_IDS_LIMIT} ids, and no more than total`,
    );
  }
  return {
    nftIdentifier: field(struct, 'nftIdentifier', read.string, path),
    evmAddress: field(struct, 'evmAddress', readEvmAddressHex, path),
    collectionName: field(struct, 'collectionName', read.string, path),
    ids,
    total,
  };
}

/** An empty list means no COA, or no bridged NFT types. */
export function decodeEvmNfts(value: unknown): EvmNftHoldings[] {
  return read.array(value).map((entry, index) => decodeHoldings(entry, `[${index}]`));
}
