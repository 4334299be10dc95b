import { isAddressArgument } from '../cadence/define-cadence.ts';
import { readAccountSummary } from '../isolation/account-summary-read.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/**
 * The account at a glance (FLOW available and reserved, storage, COA, counts): one request, and
 * a collection whose contract fails when counted is named instead of failing the dashboard.
 */
export const accountSummaryQuery = defineFlowQuery({
  id: 'accountSummary',
  get: (context, { address }: { readonly address: string }) => readAccountSummary(context, address),
  enabled: ({ address }) => isAddressArgument(address),
});
