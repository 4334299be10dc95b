import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { Account } from '../client/flow-client.ts';
import type { FlowError } from '../errors.ts';
import { useFlowContext } from './flow-context.ts';
import { withDeadline } from './query-deadline.ts';
import { flowQueryKeys } from './query-keys.ts';

/** The account (balance, keys, contracts) at an address; idle while the address is missing. */
export function useFlowAccount(
  address: string | null | undefined,
): UseQueryResult<Account, FlowError> {
  const { network, getClient } = useFlowContext('useFlowAccount');
  return useQuery({
    queryKey: flowQueryKeys.account(network, address ?? ''),
    queryFn: () => withDeadline(async () => (await getClient()).getAccount(address ?? '')),
    enabled: Boolean(address),
  });
}
