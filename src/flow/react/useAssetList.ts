import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { isAddressArgument } from '../cadence/define-cadence.ts';
import type { FlowError } from '../errors.ts';
import { type AccountAssetRead, readAccountAssets } from '../isolation/account-assets.ts';
import type { AssetList } from '../isolation/unavailable-assets.ts';
import { useFlowContext } from './flow-context.ts';
import { flowQueryKeys } from './query-keys.ts';

/**
 * An account's vaults or collections, any whose contract fails listed as unavailable instead of
 * failing the screen (src/flow/isolation/). Off while the address cannot be sent.
 */
export function useAssetList<item>(
  read: AccountAssetRead<item>,
  address: string,
): UseQueryResult<AssetList<item>, FlowError> {
  const { network, getReader } = useFlowContext('useAssetList');
  return useQuery({
    queryKey: flowQueryKeys.assets(network, read.name, address),
    queryFn: () => readAccountAssets(read, { getReader, network }, address),
    // Anything encodeArguments refuses would throw while reading.
    enabled: isAddressArgument(address),
  });
}
