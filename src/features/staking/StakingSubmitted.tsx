import { TransactionSubmitted } from '../../components/transaction-flow/TransactionSubmitted.tsx';
import type { SubmittedTransaction } from '../../components/transaction-flow/useTransactionSteps.ts';

/** A staking transaction once submitted: its card, what a failure means, and the way back. */
export function StakingSubmitted({
  submitted,
  onNew,
}: {
  readonly submitted: SubmittedTransaction;
  readonly onNew: (nothingHappened: boolean) => void;
}) {
  return (
    <TransactionSubmitted
      submitted={submitted}
      onNew={onNew}
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
