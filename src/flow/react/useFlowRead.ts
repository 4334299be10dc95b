import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { FlowError } from '../errors.ts';
import type { FlowQuery } from '../reads/define-flow-query.ts';
import { useFlowContext } from './flow-context.ts';

export interface FlowReadOptions<data> {
  /** An answer kept from earlier, so no request is needed while it is fresh. */
  readonly initialData?: data;
}

/**
 * One of the app's reads (src/flow/reads) on the current network; off while `params` is null.
 * Every read hook is this with its query, so every screen reading the same thing shares it.
 */
export function useFlowRead<params, data>(
  query: FlowQuery<params, data>,
  params: params | null,
  { initialData }: FlowReadOptions<data> = {},
): UseQueryResult<data, FlowError> {
  const { network, getReader, getClient } = useFlowContext(`useFlowRead(${query.id})`);
  return useQuery({
    ...query.queryOptions({ network, getReader, getClient }, params),
    ...(initialData !== undefined && { initialData }),
  });
}
