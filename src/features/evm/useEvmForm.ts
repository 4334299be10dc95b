import type * as v from 'valibot';
import { useTransactionForm } from '../../components/transaction-flow/useTransactionForm.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { storageKey } from '../../flow/storage-key.ts';
import type { EvmCall } from './wflow-batch.ts';

/** What the page gives every EVM action. */
export interface EvmActionProps {
  readonly address: string;
  /** FLOW the Cadence vault can spend, UFix64 units: moves and bridge fees come out of it. */
  readonly availableFlow: bigint;
}

/**
 * An EVM action's form (a batch keeps its EVM calls with the submitted transaction), its draft kept for the tab's session per network and account.
 */
export function useEvmForm<draft extends Record<string, unknown>>(
  action: 'enable' | 'move' | 'tokens' | 'nfts' | 'bring' | 'wflow',
  address: string,
  empty: draft,
  schema: v.GenericSchema<unknown, draft>,
) {
  const { network } = useFlowContext('useEvmForm');
  return useTransactionForm<draft, readonly EvmCall[]>({
    storageKey: storageKey(network, address, `evm-${action}-draft`),
    schema,
    empty,
  });
}
