import {
  decodeStoragePage,
  getAccountStorageScript,
  type StorageDomain,
} from '../cadence/scripts/get_account_storage.ts';
import { STORAGE_PAGE_SIZE } from '../cadence/scripts/metadata-limits.ts';
import { runScript } from '../client/run-script.ts';
import { defineFlowQuery } from './define-flow-query.ts';

interface StoragePageParams {
  readonly address: string;
  readonly domain: StorageDomain;
  readonly offset: number;
}

/**
 * One page (`STORAGE_PAGE_SIZE` paths, one request) of an account's storage or public paths, in
 * the chain's order, from `offset`: each page is read only when shown, and cached on its own.
 */
export const accountStoragePageQuery = defineFlowQuery({
  id: 'accountStoragePage',
  get: ({ getReader }, { address, domain, offset }: StoragePageParams) =>
    runScript(
      getReader,
      getAccountStorageScript,
      { address, domain, offset: BigInt(offset), limit: BigInt(STORAGE_PAGE_SIZE) },
      (value) => decodeStoragePage(value, STORAGE_PAGE_SIZE),
    ),
});
