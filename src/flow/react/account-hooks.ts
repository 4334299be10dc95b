import type { StorageDomain } from '../cadence/scripts/get_account_storage.ts';
import {
  accountQuery,
  accountStoragePageQuery,
  accountSummaryQuery,
} from '../queries/account-queries.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account (balance, keys, contracts) at an address; idle while the address is missing. */
export const useFlowAccount = (address: string | null | undefined) =>
  useFlowRead(accountQuery, address ? { address } : null);

/** The account at a glance, for the dashboard (account-queries.ts). */
export const useAccountSummary = (address: string) => useFlowRead(accountSummaryQuery, { address });

/** One page of an account's storage or public paths, from `offset`. */
export const useAccountStoragePage = (address: string, domain: StorageDomain, offset: number) =>
  useFlowRead(accountStoragePageQuery, { address, domain, offset });
