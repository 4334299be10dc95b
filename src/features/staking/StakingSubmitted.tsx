import { useLocation } from 'wouter';
import { TransactionSubmitted } from '../../components/transaction-flow/TransactionSubmitted.tsx';
import type { SubmittedTransaction } from '../../components/transaction-flow/useTransactionSteps.ts';

/**
 * A staking transaction once submitted: its card, what a failure means, and the way on. Done
 * leads back to the stakes (`backToStakes`), where its effect shows, unless the transaction
 * changed nothing: then the form is back, with its input, to try again.
 */
export function StakingSubmitted({
  submitted,
  onNew,
  backToStakes = true,
}: {
  readonly submitted: SubmittedTransaction;
  readonly onNew: (nothingHappened: boolean) => void;
  readonly backToStakes?: boolean;
}) {
  const [pathname, navigate] = useLocation();
  return (
    <TransactionSubmitted
      submitted={submitted}
      onNew={(nothingHappened) => {
        onNew(nothingHappened);
        if (backToStakes && !nothingHappened) navigate(pathname);
      }}
      newLabel="Done"
      testIdPrefix="staking"
      failureNote={() => (
        <p>
          Nothing changed in your stake or your FLOW vault: a failed transaction is undone. Only the
          transaction fee was charged.
        </p>
      )}
    />
  );
}
