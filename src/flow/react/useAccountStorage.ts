import {
  type InfiniteData,
  type UseInfiniteQueryResult,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { encodeArguments } from '../cadence/define-cadence.ts';
import {
  decodeStoragePage,
  getAccountStorageScript,
  type StorageDomain,
  type StoragePage,
} from '../cadence/scripts/get_account_storage.ts';
import { STORAGE_PAGE_SIZE } from '../cadence/scripts/metadata-limits.ts';
import type { FlowError } from '../errors.ts';
import { useFlowContext } from './flow-context.ts';
import { flowQueryKeys } from './query-keys.ts';
import { queryScript } from './query-script.ts';

/**
 * An account's storage paths or public paths, a page (one script request) at a time, in the
 * chain's order; `fetchNextPage` reads the next one until the domain's total is reached.
 */
export function useAccountStorage(
  address: string,
  domain: StorageDomain,
): UseInfiniteQueryResult<InfiniteData<StoragePage, number>, FlowError> {
  const { network, getClient } = useFlowContext('useAccountStorage');
  return useInfiniteQuery<
    StoragePage,
    FlowError,
    InfiniteData<StoragePage, number>,
    ReturnType<typeof flowQueryKeys.accountStorage>,
    number
  >({
    queryKey: flowQueryKeys.accountStorage(network, address, domain),
    initialPageParam: 0,
    queryFn: ({ pageParam }): Promise<StoragePage> =>
      queryScript(getClient, {
        cadence: getAccountStorageScript.cadence,
        args: encodeArguments(getAccountStorageScript, {
          address,
          domain,
          offset: BigInt(pageParam),
          limit: BigInt(STORAGE_PAGE_SIZE),
        }),
        decode: (value) => decodeStoragePage(value, STORAGE_PAGE_SIZE),
      }),
    getNextPageParam: (last, pages) => {
      const read = pages.reduce((sum, page) => sum + page.entries.length, 0);
      // An empty page ends the walk even if the total says more: the account changed meanwhile.
      return last.entries.length > 0 && read < last.total ? read : undefined;
    },
  });
}
