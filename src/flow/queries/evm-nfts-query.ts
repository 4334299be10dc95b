import { evmNftsRead } from '../isolation/evm-nfts-read.ts';
import { assetListQuery } from './asset-list-query.ts';

/** The bridged NFTs the account's COA holds, per Cadence NFT type it keeps a collection of. */
export const evmNftsQuery = assetListQuery(evmNftsRead);
