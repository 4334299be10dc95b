import { use } from 'react';
import {
  loadStakingTransactions,
  type StakingTransactions,
} from '../cadence/staking/staking-transactions.ts';
import type { FlowNetwork } from '../networks.ts';
import { useFlowContext } from './flow-context.ts';

// One load per network for the page's life; a failed one (a chunk that did not arrive) is
// forgotten, so that the next render tries again.
const loads = new Map<FlowNetwork, Promise<StakingTransactions>>();

function load(network: FlowNetwork): Promise<StakingTransactions> {
  let loading = loads.get(network);
  if (!loading) {
    loading = loadStakingTransactions(network);
    loads.set(network, loading);
    loading.catch(() => loads.delete(network));
  }
  return loading;
}

/**
 * Flow's staking transactions for the current network (suspends while they load): the forms
 * build their plans from them.
 */
export function useStakingTransactions(): StakingTransactions {
  const { network } = useFlowContext('useStakingTransactions');
  return use(load(network));
}
