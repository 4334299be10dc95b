import { isAddressArgument } from '../cadence/define-cadence.ts';
import {
  decodeStoragePage,
  getAccountStorageScript,
  type StorageDomain,
} from '../cadence/scripts/get_account_storage.ts';
import { decodeFeeEstimate, getFeeEstimateScript } from '../cadence/scripts/get_fee_estimate.ts';
import { STORAGE_PAGE_SIZE } from '../cadence/scripts/metadata-limits.ts';
import type { Account } from '../client/flow-client.ts';
import { readAccountSummary } from '../isolation/account-summary-read.ts';
import { defineFlowQuery } from './define-flow-query.ts';
import { withDeadline } from './query-deadline.ts';
import { runScript } from './run-script.ts';

interface AddressParams {
  readonly address: string;
}

/** The account (balance, keys, contracts) as the access node describes it. */
export const accountQuery = defineFlowQuery({
  id: 'account',
  get: ({ getClient }, { address }: AddressParams): Promise<Account> =>
    withDeadline(async () => (await getClient()).getAccount(address)),
  enabled: ({ address }) => address !== '',
});

/**
 * The account at a glance (FLOW available and reserved, storage, COA, counts): one request, and
 * a collection whose contract fails when counted is named instead of failing the dashboard.
 */
export const accountSummaryQuery = defineFlowQuery({
  id: 'accountSummary',
  get: (context, { address }: AddressParams) => readAccountSummary(context, address),
  enabled: ({ address }) => isAddressArgument(address),
});

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
  id: 'accountStorage',
  get: ({ getReader }, { address, domain, offset }: StoragePageParams) =>
    runScript(
      getReader,
      getAccountStorageScript,
      { address, domain, offset: BigInt(offset), limit: BigInt(STORAGE_PAGE_SIZE) },
      (value) => decodeStoragePage(value, STORAGE_PAGE_SIZE),
    ),
});

/**
 * The most a transaction with this compute limit can cost in fees (UFix64 units), from the
 * network's FlowFees contract. Its parameters change only by a governance transaction, so an
 * answer stays fresh until a transaction of yours seals (which invalidates every read).
 */
export const feeEstimateQuery = defineFlowQuery({
  id: 'feeEstimate',
  get: ({ getReader }, { computeLimit }: { readonly computeLimit: number }) =>
    runScript(
      getReader,
      getFeeEstimateScript,
      { computeLimit: BigInt(computeLimit) },
      decodeFeeEstimate,
    ),
  staleTime: Number.POSITIVE_INFINITY,
});
