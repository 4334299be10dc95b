import * as v from 'valibot';
import { draftText } from '../../components/transaction-flow/draft-schemas.ts';
import { useTransactionForm } from '../../components/transaction-flow/useTransactionForm.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { storageKey } from '../../flow/storage-key.ts';

const StakingDraft = v.object({ nodeId: draftText(200), amount: draftText(100) });

export type StakingDraft = v.InferOutput<typeof StakingDraft>;

const EMPTY: StakingDraft = { nodeId: '', amount: '' };

/**
 * A staking form's draft (a node id where one is typed, an amount), kept for the tab's session
 * per network, account and form: `form` names the action and the stake it is for.
 */
export function useStakingForm(address: string, form: string) {
  const { network } = useFlowContext('useStakingForm');
  return useTransactionForm({
    storageKey: storageKey(network, address, 'staking', form),
    schema: StakingDraft,
    empty: EMPTY,
  });
}
