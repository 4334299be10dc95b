import { useId, useMemo } from 'react';
import * as v from 'valibot';
import { draftText } from '../../components/transaction-flow/draft-schemas.ts';
import { ReviewForm, TextField } from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { checkUFix64Amount } from '../../flow/amount-check.ts';
import { computeLimit } from '../../flow/cadence/compute-limits.ts';
import { createCoaTransaction } from '../../flow/cadence/transactions/create_coa.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useFeeReserve } from '../../flow/react/useFeeReserve.ts';
import { spendableFlow } from '../../flow/spendable-flow.ts';
import { planEnableEvm } from './coa-plans.ts';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { type EvmActionProps, useEvmForm } from './useEvmForm.ts';

const EnableDraft = v.object({ amount: draftText(100) });

const EMPTY: v.InferOutput<typeof EnableDraft> = { amount: '' };

/**
 * Create the account's COA, optionally funded from the Cadence vault. Stays mounted once the COA
 * exists (`hasCoa`), so the outcome of its own transaction remains on screen until dismissed.
 */
export function EnableEvm({
  address,
  availableFlow,
  hasCoa,
}: EvmActionProps & { readonly hasCoa: boolean }) {
  const { draft, update, steps, submitReview } = useEvmForm('enable', address, EMPTY, EnableDraft);
  const headingId = useId();
  const feeReserve = useFeeReserve(computeLimit(createCoaTransaction.computation));
  const max = spendableFlow(availableFlow, feeReserve);
  // No amount: create the account without funding it.
  const amountCheck = draft.amount.trim()
    ? checkUFix64Amount(
        draft.amount,
        max,
        (limit) =>
          `More than you can move: at most ${formatFlow(limit)} FLOW (your available FLOW less ${formatFlow(feeReserve)} FLOW kept for the transaction fee).`,
      )
    : { amount: 0n };
  const amount = 'amount' in amountCheck ? amountCheck.amount : null;
  const plan = useMemo(() => (amount === null ? null : planEnableEvm(amount)), [amount]);

  const amountError = 'error' in amountCheck ? amountCheck.error : null;
  return (
    <TransactionFlow
      steps={steps}
      review={!hasCoa && plan ? { plan } : null}
      submitted={(submitted) => (
        <EvmSubmitted
          submitted={submitted}
          onNew={steps.startOver}
          newLabel={hasCoa ? 'Done' : 'Back'}
        />
      )}
    >
      {hasCoa ? null : (
        <section className="card" aria-labelledby={headingId}>
          <h2 id={headingId}>Enable EVM</h2>
          <p data-testid="evm-no-coa">
            Your account has no EVM account yet. Enabling EVM creates one: a Cadence-Owned Account
            (COA), stored in your Cadence account and controlled only by it, with its own address on
            Flow EVM for EVM apps and tokens. You can fund it now or later.
          </p>
          <ReviewForm label="Enable EVM" className="evm-form" onSubmit={submitReview(plan)}>
            <TextField
              label="Initial funding (FLOW, optional)"
              value={draft.amount}
              onChange={(amount) => update({ amount })}
              error={amountError}
              note={`Up to ${formatFlow(max)} FLOW from your Cadence vault; leave empty to fund it later.`}
              inputMode="decimal"
              placeholder="0.0"
              onMax={() => update({ amount: formatFlow(max) })}
              testId="enable-amount"
            />
            <button type="submit" className="button">
              Review
            </button>
          </ReviewForm>
        </section>
      )}
    </TransactionFlow>
  );
}
