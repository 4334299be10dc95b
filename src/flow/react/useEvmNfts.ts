import { evmNftsQuery } from '../reads/evm-nfts.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The bridged NFTs the account's COA holds, per Cadence NFT type it keeps a collection of. */
export const useEvmNfts = (owner: string) => useFlowRead(evmNftsQuery, { address: owner });
