import { useMemo } from 'react';
import { ReviewForm } from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { checkUFix64Amount } from '../../flow/amount-check.ts';
import type { AccountStaking, StakeAmounts } from '../../flow/cadence/scripts/get_staking.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useAccountSummary } from '../../flow/react/useAccountSummary.ts';
import { useFeeReserve } from '../../flow/react/useFeeReserve.ts';
import { useStakingTransactions } from '../../flow/react/useStakingTransactions.ts';
import { spendableFlow } from '../../flow/spendable-flow.ts';
import { StakingAmountField } from './StakingAmountField.tsx';
import { StakingSubmitted } from './StakingSubmitted.tsx';
import { type AmountAction, belowMinimum } from './stake-actions.ts';
import { stakeActionOffer } from './stake-availability.ts';
import { shortNodeId } from './staking-facts.ts';
import { planStakeAction, type StakeRef, stakeActionComputeLimit } from './staking-plans.ts';
import { useStakingForm } from './useStakingForm.ts';

/**
 * One action that moves an amount of a stake (stake more, restake, unstake, withdraw), with the
 * most it can move and the protocol's rule for it.
 */
export function StakeAmountForm({
  address,
  staking,
  action,
  stake,
  amounts,
}: {
  readonly address: string;
  readonly staking: AccountStaking;
  readonly action: AmountAction;
  readonly stake: StakeRef;
  readonly amounts: StakeAmounts;
}) {
  const transactions = useStakingTransactions();
  const offer = stakeActionOffer(action.id);
  const { draft, update, steps, submitReview, shownError } = useStakingForm(
    address,
    `${action.id}:${stake.nodeId}:${stake.delegatorId ?? 'node'}`,
  );
  const summary = useAccountSummary(address);
  const feeReserve = useFeeReserve(stakeActionComputeLimit(transactions, action.id));
  const spendable = spendableFlow(summary.data?.availableBalance ?? 0n, feeReserve);
  const max = action.max(amounts, spendable);
  const check = checkUFix64Amount(draft.amount, max, action.tooMuch);
  const amount = 'amount' in check ? check.amount : null;
  const plan = useMemo(
    () =>
      amount === null || (offer.needsAuction && !staking.stakingEnabled)
        ? null
        : planStakeAction(transactions, action.id, stake, amount),
    [amount, action, offer.needsAuction, stake, staking.stakingEnabled, transactions],
  );
  // The delegator minimum is a delegation's; a node's own stake has its role's.
  const below =
    stake.delegatorId !== null && amount !== null
      ? belowMinimum(amounts, action.nextEpochChange(amount), staking.delegatorMinimum)
      : null;
  const minimumNote =
    below === null
      ? null
      : `This leaves ${formatFlow(below)} FLOW staked for the next epoch, less than the ${formatFlow(staking.delegatorMinimum)} FLOW a delegation needs: when this epoch ends, the network unstakes all of it.`;

  return (
    <TransactionFlow
      steps={steps}
      review={
        plan && {
          plan,
          facts: [
            { label: 'Node', value: stake.nodeId },
            ...(stake.delegatorId === null
              ? []
              : [{ label: 'Delegator', value: String(stake.delegatorId) }]),
            { label: 'What happens', value: action.rule },
            ...(minimumNote ? [{ label: 'Delegator minimum', value: minimumNote }] : []),
          ],
        }
      }
      submitted={(submitted) => <StakingSubmitted submitted={submitted} onNew={steps.startOver} />}
      reads={{
        queries: action.id === 'stake-new' ? [summary] : [],
        loading: 'Reading your FLOW balance…',
        failed: 'Your FLOW balance could not be read.',
      }}
    >
      <ReviewForm label={offer.label} onSubmit={submitReview(plan)}>
        <p className="small">
          {action.rule}{' '}
          <span className="muted">
            Node <code title={stake.nodeId}>{shortNodeId(stake.nodeId)}</code>
            {stake.delegatorId === null ? '' : `, delegator ${stake.delegatorId}`}.
          </span>
        </p>
        {offer.needsAuction && !staking.stakingEnabled ? (
          <p className="field__error" role="alert">
            The staking auction is closed until the next epoch starts: stakes cannot change now.
          </p>
        ) : null}
        <StakingAmountField
          value={draft.amount}
          onChange={(amount) => update({ amount })}
          error={shownError('error' in check ? check.error : null, draft.amount)}
          note={minimumNote ?? `Up to ${formatFlow(max)} FLOW.`}
          max={max}
        />
        <button type="submit" className="button">
          Review
        </button>
      </ReviewForm>
    </TransactionFlow>
  );
}
