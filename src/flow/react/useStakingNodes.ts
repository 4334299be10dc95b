import { stakingNodesQuery } from '../reads/staking-nodes.ts';
import { useFlowRead } from './useFlowRead.ts';

/** Staking nodes to delegate to (reads/staking-nodes.ts); off while `params` is null. */
export const useStakingNodes = (
  params: {
    readonly ids: readonly string[] | null;
    readonly start: number;
    readonly limit: number;
  } | null,
) => useFlowRead(stakingNodesQuery, params);
