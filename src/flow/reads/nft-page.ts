import { isAddressArgument } from '../cadence/define-cadence.ts';
import { decodeNftIds, getNftIdsScript } from '../cadence/scripts/get_nft_ids.ts';
import { decodeNftPage, getNftsPageScript } from '../cadence/scripts/get_nfts_page.ts';
import type { FlowReader } from '../client/flow-client.ts';
import { runScript } from '../client/run-script.ts';
import { type NftPageReads, readNftPage } from '../isolation/nft-page-read.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/**
 * NFTs per page, for the grid and every picker alike (the script allows 1–100). 60 is divisible
 * by every column count the grid uses (1–6), so a grid row never spans two pages.
 */
export const NFT_PAGE_SIZE = 60;

const MAX_UINT64 = 2n ** 64n - 1n;

/** Whether `id` can be an NFT id (a UInt64). */
export const isNftId = (id: bigint): boolean => id >= 0n && id <= MAX_UINT64;

export interface CollectionParams {
  readonly address: string;
  readonly storagePath: string;
}

const isCollection = ({ address, storagePath }: CollectionParams): boolean =>
  isAddressArgument(address) && storagePath !== '';

const isWindow = (offset: number, limit: number): boolean =>
  Number.isSafeInteger(offset) && offset >= 0 && Number.isSafeInteger(limit) && limit > 0;

/** The page and id reads of one collection (get_nfts_page.cdc and get_nft_ids.cdc). */
export function nftPageReads(
  getReader: () => Promise<FlowReader>,
  { address, storagePath }: CollectionParams,
): NftPageReads {
  const window = (offset: number, limit: number) => ({
    address,
    storagePath,
    offset: BigInt(offset),
    limit: BigInt(limit),
  });
  return {
    page: (offset, limit) =>
      runScript(getReader, getNftsPageScript, window(offset, limit), (value) =>
        decodeNftPage(value, limit),
      ),
    ids: (offset, limit) =>
      runScript(getReader, getNftIdsScript, window(offset, limit), (value) =>
        decodeNftIds(value, limit),
      ),
  };
}

interface NftPageParams extends CollectionParams {
  readonly offset: number;
  readonly limit: number;
}

/** Which NFTs page `pageIndex` of a collection holds, as the grid and every picker ask for them. */
export const nftPageParams = (
  address: string,
  storagePath: string,
  pageIndex: number,
): NftPageParams => ({
  address,
  storagePath,
  offset: pageIndex * NFT_PAGE_SIZE,
  limit: NFT_PAGE_SIZE,
});

/**
 * A window of a collection's NFTs with their Display view: one request, or halves when NFTs are
 * too large or fail to describe themselves (nft-page-read.ts).
 */
export const nftPageQuery = defineFlowQuery({
  id: 'nftPage',
  get: ({ getReader }, { offset, limit, ...collection }: NftPageParams) =>
    readNftPage(nftPageReads(getReader, collection), offset, limit),
  enabled: (params) => isCollection(params) && isWindow(params.offset, params.limit),
});
