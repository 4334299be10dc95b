import { isAddressArgument } from '../cadence/define-cadence.ts';
import { type AccountAssetRead, readAccountAssets } from '../isolation/account-assets.ts';
import { evmNftsRead } from '../isolation/evm-nfts-read.ts';
import { nftCollectionsRead } from '../isolation/nft-collections-read.ts';
import { tokenVaultsRead } from '../isolation/token-vaults-read.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/**
 * An account's vaults or collections, any whose contract fails listed as unavailable instead of
 * failing the screen (src/flow/isolation/), keyed by the read's name.
 */
const assetListQuery = <item>(read: AccountAssetRead<item>) =>
  defineFlowQuery({
    id: read.name,
    get: (context, { address }: { readonly address: string }) =>
      readAccountAssets(read, context, address),
    // Anything encodeArguments refuses would throw while reading.
    enabled: ({ address }) => isAddressArgument(address),
  });

/** Every vault, with its display data and EVM side: one request on a healthy account. */
export const tokenVaultsQuery = assetListQuery(tokenVaultsRead);

/** The account's NFT collections (display data and sizes, no NFTs). */
export const nftCollectionsQuery = assetListQuery(nftCollectionsRead);

/** The bridged NFTs the account's COA holds, per Cadence NFT type it keeps a collection of. */
export const evmNftsQuery = assetListQuery(evmNftsRead);
