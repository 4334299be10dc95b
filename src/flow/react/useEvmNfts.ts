import { evmNftsRead } from '../isolation/evm-nfts-read.ts';
import { useAssetList } from './useAssetList.ts';

/** The bridged NFTs the account's COA holds, per Cadence NFT type it keeps a collection of. */
export const useEvmNfts = (owner: string) => useAssetList(evmNftsRead, owner);
