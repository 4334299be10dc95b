import type { ReactNode } from 'react';
import type { SignOptions } from '../../components/transaction-flow/useTransactionSteps.ts';
import { useTransactionsBlocked } from '../../components/transaction-flow/useTransactionsBlocked.ts';
import { type ReviewFact, TransactionReview } from '../../components/ui/TransactionReview.tsx';
import { DEFAULT_COMPUTE_LIMIT } from '../../flow/config.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useWalletRequestInFlight } from '../../flow/react/useWalletRequestInFlight.ts';
import type { TransactionPlan } from '../../flow/transaction-plan.ts';
import type { EvmSteps } from './use-evm-form.ts';
import type { EvmCall } from './wflow-batch.ts';

/** The review of one EVM action's transaction, signed through `steps`. */
export function EvmReview({
  plan,
  steps,
  facts,
  options,
  children,
}: {
  readonly plan: TransactionPlan;
  readonly steps: EvmSteps;
  readonly facts?: readonly ReviewFact[];
  readonly options?: SignOptions<readonly EvmCall[]>;
  readonly children?: ReactNode;
}) {
  const { config } = useFlowContext('EvmReview');
  const walletBusy = useWalletRequestInFlight();
  const transactionsBlocked = useTransactionsBlocked();
  return (
    <TransactionReview
      plan={plan}
      computeLimit={config.fclLimit ?? DEFAULT_COMPUTE_LIMIT}
      facts={facts}
      signing={steps.signing}
      sending={steps.sending}
      walletBusy={walletBusy}
      blocked={transactionsBlocked}
      error={steps.signError}
      notice={steps.signNotice}
      onBack={steps.back}
      onSign={() => steps.sign(plan, options)}
    >
      {children}
    </TransactionReview>
  );
}
