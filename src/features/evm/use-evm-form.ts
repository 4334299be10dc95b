import {
  type TransactionSteps,
  useTransactionSteps,
} from '../../components/transaction-flow/useTransactionSteps.ts';
import { useSessionDraft } from '../../components/ui/use-session-draft.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import type { EvmCall } from './wflow-batch.ts';

/** What the page gives every EVM action. */
export interface EvmActionProps {
  readonly address: string;
  /** FLOW the Cadence vault can spend, UFix64 units: moves and bridge fees come out of it. */
  readonly availableFlow: bigint;
}

/** An EVM action's steps; a batch keeps its EVM calls with the submitted transaction. */
export type EvmSteps = TransactionSteps<readonly EvmCall[]>;

/**
 * An EVM action's draft, kept for the tab's session per network and account, and its steps:
 * they clear the draft once the network has the transaction, and bring it back when that
 * transaction changed nothing.
 */
export function useEvmForm<draft>(
  action: 'enable' | 'move' | 'tokens' | 'nfts' | 'bring' | 'wflow',
  address: string,
  empty: draft,
  parse: (stored: unknown) => draft | null,
) {
  const { network } = useFlowContext('useEvmForm');
  const [draft, setDraft, clearDraft, restoreDraft] = useSessionDraft(
    `flowdeck:${network}:${address}:evm-${action}-draft`,
    empty,
    parse,
  );
  const steps: EvmSteps = useTransactionSteps<readonly EvmCall[]>(clearDraft, restoreDraft);
  return { draft, setDraft, steps };
}
