import { isAddressArgument } from '../cadence/define-cadence.ts';
import { type AccountAssetRead, readAccountAssets } from '../isolation/account-assets.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/**
 * An account's vaults or collections, any whose contract fails listed as unavailable instead of
 * failing the screen (src/flow/isolation/), keyed by the read's name. Each read is its own
 * module, so a screen loads only its own Cadence.
 */
export const assetListQuery = <item>(read: AccountAssetRead<item>) =>
  defineFlowQuery({
    id: read.name,
    get: (context, { address }: { readonly address: string }) =>
      readAccountAssets(read, context, address),
    // Anything encodeArguments refuses would throw while reading.
    enabled: ({ address }) => isAddressArgument(address),
  });
