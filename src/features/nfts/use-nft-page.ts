import { isAddressArgument } from '../../flow/cadence/define-cadence.ts';
import { useNftWindow } from './use-nft-window.ts';

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
  return useNftWindow({
    address,
    storagePath,
    offset: enabled ? pageOffset(pageIndex) : 0,
    limit: PAGE_SIZE,
    enabled,
  });
}
