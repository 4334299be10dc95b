import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { FlowError } from '../errors.ts';
import { type AccountAssetRead, readAccountAssets } from '../isolation/account-assets.ts';
import type { AssetList } from '../isolation/unavailable-assets.ts';
import { useFlowContext } from './flow-context.ts';
import { flowQueryKeys } from './query-keys.ts';

// What encodeArguments accepts for an `Address`: anything else would throw while rendering.
const ADDRESS_ARGUMENT = /^0x[0-9a-f]{16}$/i;

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
    enabled: ADDRESS_ARGUMENT.test(address),
  });
}
