import { encodeArguments } from '../../flow/cadence/define-cadence.ts';
import { decodeNftPage, getNftsPageScript } from '../../flow/cadence/scripts/get_nfts_page.ts';
import { useFlowQuery } from '../../flow/react/useFlowQuery.ts';
import { isAddressArgument } from './address-argument.ts';

/**
 * NFTs per script request (the script allows 1–100). 60 is divisible by every column count the
 * grid uses (1–6), so a grid row never spans two pages.
 */
export const PAGE_SIZE = 60;

/** The offset of a page's first NFT in the collection. */
export const pageOffset = (pageIndex: number): number => pageIndex * PAGE_SIZE;

/**
 * One page of a collection's NFTs (with their Display view), cut inside the script; each page is
 * its own query, keyed by its offset.
 */
export function useNftPage(address: string, storagePath: string, pageIndex: number) {
  const enabled = isAddressArgument(address) && Number.isSafeInteger(pageIndex) && pageIndex >= 0;
  return useFlowQuery({
    cadence: getNftsPageScript.cadence,
    args: enabled
      ? encodeArguments(getNftsPageScript, {
          address,
          storagePath,
          offset: BigInt(pageOffset(pageIndex)),
          limit: BigInt(PAGE_SIZE),
        })
      : [],
    decode: (value) => decodeNftPage(value, PAGE_SIZE),
    enabled,
  });
}
