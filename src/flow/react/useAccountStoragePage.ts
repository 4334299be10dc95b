import type { StorageDomain } from '../cadence/scripts/get_account_storage.ts';
import { accountStoragePageQuery } from '../reads/account-storage-page.ts';
import { useFlowRead } from './useFlowRead.ts';

/** One page of an account's storage or public paths, from `offset`. */
export const useAccountStoragePage = (address: string, domain: StorageDomain, offset: number) =>
  useFlowRead(accountStoragePageQuery, { address, domain, offset });
