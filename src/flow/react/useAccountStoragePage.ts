import { type UseQueryResult, useQuery } from '@tanstack/react-query';
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
 * One page (`STORAGE_PAGE_SIZE` paths, one script request) of an account's storage paths or
 * public paths, in the chain's order, from `offset`: one query per page, so that the view asks
 * for a page only when it shows it, and each page is cached on its own.
 */
export function useAccountStoragePage(
  address: string,
  domain: StorageDomain,
  offset: number,
): UseQueryResult<StoragePage, FlowError> {
  const { network, getReader } = useFlowContext('useAccountStoragePage');
  return useQuery({
    queryKey: flowQueryKeys.accountStorage(network, address, domain, offset),
    queryFn: () =>
      queryScript(getReader, {
        cadence: getAccountStorageScript.cadence,
        args: encodeArguments(getAccountStorageScript, {
          address,
          domain,
          offset: BigInt(offset),
          limit: BigInt(STORAGE_PAGE_SIZE),
        }),
        decode: (value) => decodeStoragePage(value, STORAGE_PAGE_SIZE),
      }),
  });
}
