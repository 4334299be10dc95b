import { decodeStakingNodes, getStakingNodesScript } from '../cadence/scripts/get_staking_nodes.ts';
import { runScript } from '../client/run-script.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/**
 * Nodes a delegator can choose: `ids`' when given (a pasted id, checked), otherwise a page of
 * the staked nodes from `start`; with the chain's payout, cut and total stake for an estimate.
 */
export const stakingNodesQuery = defineFlowQuery({
  id: 'stakingNodes',
  get: (
    { getReader },
    params: {
      readonly ids: readonly string[] | null;
      readonly start: number;
      readonly limit: number;
    },
  ) =>
    runScript(
      getReader,
      getStakingNodesScript,
      { ...params, start: BigInt(params.start), limit: BigInt(params.limit) },
      decodeStakingNodes,
    ),
});
