import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { isAddressArgument } from '../cadence/define-cadence.ts';
import type { AccountSummary } from '../cadence/scripts/get_account_summary.ts';
import type { FlowError } from '../errors.ts';
import { readAccountSummary } from '../isolation/account-summary-read.ts';
import { useFlowContext } from './flow-context.ts';
import { flowQueryKeys } from './query-keys.ts';

/**
 * The account at a glance (FLOW available and reserved, storage, COA, counts): one request, and
 * a collection whose contract fails when counted is named instead of failing the dashboard.
 */
export function useAccountSummary(address: string): UseQueryResult<AccountSummary, FlowError> {
  const { network, getReader } = useFlowContext('useAccountSummary');
  return useQuery({
    queryKey: flowQueryKeys.accountSummary(network, address),
    queryFn: () => readAccountSummary({ getReader, network }, address),
    enabled: isAddressArgument(address),
  });
}
