import { type TransactionsBlockedReason, useFlowChainId } from '../../flow/react/useFlowChainId.ts';

const BLOCKED: Readonly<Record<TransactionsBlockedReason, string>> = {
  checking:
    'Checking the network… transactions can start once the access node has confirmed its chain.',
  mismatch:
    'The access node is on another network than Flowdeck: transactions are disabled until that is fixed.',
  unverified:
    'The access node’s network could not be checked: transactions are disabled until it answers (use Retry in the banner above).',
};

/** Why no transaction may be started now, in words for the form; null when one may. */
export function useTransactionsBlocked(): string | null {
  const reason = useFlowChainId().transactionsBlocked;
  return reason === null ? null : BLOCKED[reason];
}
