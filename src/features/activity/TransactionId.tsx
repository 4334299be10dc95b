import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { shortTransactionId } from './activity-text.ts';

/** A row's transaction id: short, the whole of it in the title, and a button to copy it. */
export function TransactionId({ id }: { readonly id: string }) {
  return (
    <span className="tx__id">
      <span className="visually-hidden">Transaction id </span>
      <code title={id}>{shortTransactionId(id)}</code>
      <CopyButton value={id} label="Copy the transaction id" />
    </span>
  );
}
