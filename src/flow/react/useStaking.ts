import { stakingQuery } from '../reads/staking.ts';
import { useFlowRead } from './useFlowRead.ts';

/** The account's delegations and operated nodes, by state, and the protocol's epoch. */
export const useStaking = (address: string) => useFlowRead(stakingQuery, { address });
