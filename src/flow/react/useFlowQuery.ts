import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { CadenceValue } from '../cadence/json-cadence.ts';
import type { FlowError } from '../errors.ts';
import { useFlowContext } from './flow-context.ts';
import { flowQueryKeys } from './query-keys.ts';
import { queryScript } from './query-script.ts';

export interface UseFlowQueryParameters<data> {
  /** The script's Cadence source (a `.cdc` file imported as text). */
  readonly cadence: string;
  readonly args?: readonly CadenceValue[];
  /** Turns FCL's decoded value into typed data; throw to report an unexpected shape. */
  readonly decode: (value: unknown) => data;
  readonly enabled?: boolean;
  /** How long an answer stays fresh (ms); 0, the app's default, asks again on each use. */
  readonly staleTime?: number;
  /** An answer kept from earlier (fresh for `staleTime`), so no request is needed for it. */
  readonly initialData?: data;
}

const NO_ARGS: readonly CadenceValue[] = [];

/** Runs a read-only script, keyed by network + Cadence + JSON-Cadence arguments. */
export function useFlowQuery<data>({
  cadence,
  args = NO_ARGS,
  decode,
  enabled = true,
  staleTime,
  initialData,
}: UseFlowQueryParameters<data>): UseQueryResult<data, FlowError> {
  const { network, getReader } = useFlowContext('useFlowQuery');
  return useQuery({
    queryKey: flowQueryKeys.query(network, cadence, args),
    queryFn: () => queryScript(getReader, { cadence, args, decode }),
    enabled,
    ...(staleTime !== undefined && { staleTime }),
    ...(initialData !== undefined && { initialData }),
  });
}
