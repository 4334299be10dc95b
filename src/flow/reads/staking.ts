import { decodeStaking, getStakingScript } from '../cadence/scripts/get_staking.ts';
import { runScript } from '../client/run-script.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/** What an account has staked through its staking collection, and the protocol's epoch. */
export const stakingQuery = defineFlowQuery({
  id: 'staking',
  get: ({ getReader }, { address }: { readonly address: string }) =>
    runScript(getReader, getStakingScript, { address }, decodeStaking),
});
