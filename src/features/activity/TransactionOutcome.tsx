import { TransactionErrorDetails } from '../../components/ui/TransactionErrorDetails.tsx';
import { parseFlowError } from '../../flow/errors.ts';
import type { TrackedTransaction } from '../../flow/transactions/tracked-transaction.ts';

/** How a final transaction ended; nothing while it is under way. */
export function TransactionOutcome({ entry }: { readonly entry: TrackedTransaction }) {
  switch (entry.phase) {
    case 'sealed':
      return <p className="tx__success">Succeeded: the transaction is sealed.</p>;
    case 'failed': {
      const parsed = parseFlowError(entry.errorMessage ?? '');
      return (
        <TransactionErrorDetails
          summary={parsed.summary}
          reason={parsed.reason}
          hint={parsed.hint}
          raw={entry.errorMessage}
        />
      );
    }
    case 'expired':
      return (
        <TransactionErrorDetails
          summary="Expired: nothing happened."
          hint="It was not included in a block in time, so nothing changed and no fee was charged. You can send it again."
          raw={entry.errorMessage}
        />
      );
    case 'not-found':
      return (
        <TransactionErrorDetails
          summary="Status unknown: the network has no record of this transaction."
          hint="It most likely expired without any effect. Check your balances or the explorer before sending it again."
        />
      );
    default:
      return null;
  }
}
