import { nftDetailQuery } from '../reads/nft-detail.ts';
import { useFlowRead } from './useFlowRead.ts';

/** One NFT in full: display, serial, external link and traits. */
export const useNftDetail = (address: string, storagePath: string, id: bigint) =>
  useFlowRead(nftDetailQuery, { address, storagePath, id });
