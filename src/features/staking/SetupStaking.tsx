import { ReviewForm } from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { useStakingTransactions } from '../../flow/react/useStakingTransactions.ts';
import { StakingSubmitted } from './StakingSubmitted.tsx';
import { planSetupStaking } from './staking-plans.ts';
import { useStakingForm } from './useStakingForm.ts';

const WHY = {
  'first-use':
    'Staking from Flowdeck goes through a staking collection, Flow’s own FlowStakingCollection, kept in your account: it holds your delegations, and only your account can move what is in it. It is set up once, with a transaction of its own; then you choose a node and an amount.',
  'move-in':
    'This stake is kept outside a staking collection, from before collections (in your account itself, or with your locked tokens), where Flowdeck cannot manage it. Flow’s own setup transaction moves it into your staking collection (setting one up if you have none); nothing is unstaked or withdrawn, and then every action works on it here.',
} as const;

/**
 * SCO.01: sets up the staking collection, and moves a delegator or node kept in the account
 * into it. Shown while `needed`; its submitted card stays until dismissed either way.
 */
export function SetupStaking({
  address,
  needed,
  reason,
  refused = null,
}: {
  readonly address: string;
  readonly needed: boolean;
  readonly reason: keyof typeof WHY;
  /** Why the chain would refuse it now, said instead of offering it. */
  readonly refused?: string | null;
}) {
  const transactions = useStakingTransactions();
  const { steps, submitReview } = useStakingForm(address, 'setup');
  const plan = needed && refused === null ? planSetupStaking(transactions) : null;
  return (
    <TransactionFlow
      steps={steps}
      review={plan && { plan }}
      submitted={(submitted) => (
        <StakingSubmitted
          submitted={submitted}
          onNew={steps.startOver}
          backToStakes={reason === 'move-in'}
        />
      )}
    >
      {needed ? (
        <ReviewForm label="Set up staking" onSubmit={submitReview(plan)}>
          <p data-testid="staking-setup">{WHY[reason]}</p>
          {refused ? (
            <p className="field__error" role="alert">
              {refused}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={refused !== null}>
            Review
          </button>
        </ReviewForm>
      ) : null}
    </TransactionFlow>
  );
}
