import { SaveRecipient } from '../../components/address-book/SaveRecipient.tsx';
import { TransactionSubmitted } from '../../components/transaction-flow/TransactionSubmitted.tsx';
import type { SubmittedTransaction } from '../../components/transaction-flow/useTransactionSteps.ts';

/** A submitted transfer (FLOW, a token or NFTs), live until final. */
export function SendSubmitted({
  submitted,
  onNew,
}: {
  readonly submitted: SubmittedTransaction<string>;
  /** Back to the form; `nothingHappened`: the transaction failed or expired. */
  readonly onNew: (nothingHappened: boolean) => void;
}) {
  return (
    <>
      <TransactionSubmitted
        submitted={submitted}
        onNew={onNew}
        newLabel="Send more"
        testIdPrefix="send"
      />
      {submitted.detail ? <SaveRecipient address={submitted.detail} /> : null}
    </>
  );
}
