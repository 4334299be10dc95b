import {
  evmNftsQuery,
  nftCollectionsQuery,
  tokenVaultsQuery,
} from '../queries/asset-list-queries.ts';
import { useFlowRead } from './useFlowRead.ts';

/** Every vault in the account; a vault whose contract fails is listed as unavailable. */
export const useTokenVaults = (address: string) => useFlowRead(tokenVaultsQuery, { address });

/** The account's NFT collections; a collection whose contract fails is listed as unavailable. */
export const useNftCollections = (address: string) => useFlowRead(nftCollectionsQuery, { address });

/** The bridged NFTs the account's COA holds, per Cadence NFT type it keeps a collection of. */
export const useEvmNfts = (owner: string) => useFlowRead(evmNftsQuery, { address: owner });
