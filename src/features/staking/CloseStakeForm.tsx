import { ReviewForm } from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import type { StakeAmounts } from '../../flow/cadence/scripts/get_staking.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useStakingTransactions } from '../../flow/react/useStakingTransactions.ts';
import { StakingSubmitted } from './StakingSubmitted.tsx';
import { canClose } from './stake-availability.ts';
import { planCloseStake, type StakeRef } from './staking-plans.ts';
import { useStakingForm } from './useStakingForm.ts';

/** Close a delegation that holds nothing staked, committed or unstaking (SCO.12). */
export function CloseStakeForm({
  address,
  stake,
  amounts,
}: {
  readonly address: string;
  readonly stake: StakeRef;
  readonly amounts: StakeAmounts;
}) {
  const transactions = useStakingTransactions();
  const { steps, submitReview } = useStakingForm(
    address,
    `close:${stake.nodeId}:${stake.delegatorId ?? 'node'}`,
  );
  const closable = stake.delegatorId !== null && canClose(amounts);
  const plan = closable ? planCloseStake(transactions, stake) : null;
  const leftover = amounts.unstaked + amounts.rewarded;
  const what =
    leftover > 0n
      ? `Closing withdraws what it still holds, ${formatFlow(leftover)} FLOW (unstaked and rewards), to your FLOW vault, and removes the delegation.`
      : 'Closing removes the empty delegation from your staking collection.';
  return (
    <TransactionFlow
      steps={steps}
      review={plan && { plan, facts: [{ label: 'What happens', value: what }] }}
      submitted={(submitted) => <StakingSubmitted submitted={submitted} onNew={steps.startOver} />}
    >
      <ReviewForm label="Close the delegation" onSubmit={submitReview(plan)}>
        {closable ? (
          <p className="small">{what}</p>
        ) : (
          <p className="field__error" role="alert">
            A delegation can be closed only once nothing in it is staked, committed or unstaking:
            unstake it first, and close it when its tokens are unstaked.
          </p>
        )}
        <button type="submit" className="button" disabled={!closable}>
          Review
        </button>
      </ReviewForm>
    </TransactionFlow>
  );
}
