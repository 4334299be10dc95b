import { useMemo } from 'react';
import * as v from 'valibot';
import { draftChoice, draftText } from '../../components/transaction-flow/draft-schemas.ts';
import {
  DirectionPicker,
  ReviewForm,
  TextField,
} from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import { checkUFix64Amount } from '../../flow/amount-check.ts';
import { computeLimit } from '../../flow/cadence/compute-limits.ts';
import { depositFlowToCoaTransaction } from '../../flow/cadence/transactions/deposit_flow_to_coa.ts';
import { withdrawFlowFromCoaTransaction } from '../../flow/cadence/transactions/withdraw_flow_from_coa.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useFeeReserve } from '../../flow/react/useFeeReserve.ts';
import { spendableFlow } from '../../flow/spendable-flow.ts';
import { planDepositToCoa, planWithdrawFromCoa } from './coa-plans.ts';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { dustNotice, splitCoaBalance } from './flow-units.ts';
import { type EvmActionProps, useEvmForm } from './useEvmForm.ts';

const MoveDraft = v.object({
  direction: draftChoice(['to-evm', 'to-cadence']),
  amount: draftText(100),
});

type MoveDraft = v.InferOutput<typeof MoveDraft>;

const EMPTY: MoveDraft = { direction: 'to-evm', amount: '' };

const DIRECTIONS = [
  { value: 'to-evm', label: 'From Cadence to EVM' },
  { value: 'to-cadence', label: 'From EVM to Cadence' },
] as const;

/** Move FLOW natively between the Cadence vault and the COA, exactly, either way. */
export function MoveFlow({
  address,
  availableFlow,
  coaBalanceAtto,
}: EvmActionProps & { readonly coaBalanceAtto: bigint }) {
  const { draft, update, steps, submitReview, shownError } = useEvmForm(
    'move',
    address,
    EMPTY,
    MoveDraft,
  );
  const toEvm = draft.direction === 'to-evm';
  const { movable, dustAtto } = splitCoaBalance(coaBalanceAtto);
  const feeReserve = useFeeReserve(
    computeLimit(
      (toEvm ? depositFlowToCoaTransaction : withdrawFlowFromCoaTransaction).computation,
    ),
  );
  const max = toEvm ? spendableFlow(availableFlow, feeReserve) : movable;
  const amountCheck = checkUFix64Amount(draft.amount, max, (limit) =>
    toEvm
      ? `More than you can move: at most ${formatFlow(limit)} FLOW (your available FLOW less ${formatFlow(feeReserve)} FLOW kept for the transaction fee).`
      : `More than your EVM account can move to Cadence: at most ${formatFlow(limit)} FLOW.`,
  );
  const amount = 'amount' in amountCheck ? amountCheck.amount : null;
  const plan = useMemo(
    () => (amount === null ? null : toEvm ? planDepositToCoa(amount) : planWithdrawFromCoa(amount)),
    [amount, toEvm],
  );

  const amountError = shownError('error' in amountCheck ? amountCheck.error : null, draft.amount);
  const dust = toEvm ? null : dustNotice(dustAtto);
  return (
    <TransactionFlow
      steps={steps}
      review={
        plan && {
          plan,
          facts: [
            {
              label: 'Direction',
              value: toEvm
                ? 'Cadence vault → EVM account (COA)'
                : 'EVM account (COA) → Cadence vault',
            },
          ],
        }
      }
      submitted={(submitted) => (
        <EvmSubmitted submitted={submitted} onNew={steps.startOver} newLabel="Move more FLOW" />
      )}
    >
      <ReviewForm label="Move FLOW" onSubmit={submitReview(plan)}>
        <DirectionPicker
          value={draft.direction}
          onChange={(direction) => update({ direction, amount: '' })}
          options={DIRECTIONS}
        />
        <TextField
          label="Amount (FLOW)"
          value={draft.amount}
          onChange={(amount) => update({ amount })}
          error={amountError}
          note={
            toEvm
              ? `Up to ${formatFlow(max)} FLOW: the storage reserve and ${formatFlow(feeReserve)} FLOW for the fee stay in your Cadence vault.`
              : `Up to ${formatFlow(max)} FLOW: your EVM balance cut to Cadence’s 8 decimals.`
          }
          inputMode="decimal"
          placeholder="0.0"
          onMax={() => update({ amount: formatFlow(max) })}
          testId="move-amount"
        />
        {dust ? (
          <p className="field__note" data-testid="coa-dust">
            {dust}
          </p>
        ) : null}
        <p className="field__note">
          FLOW moves natively between the two: no bridge and no bridge fee, only the transaction
          fee.
        </p>
        <button type="submit" className="button">
          Review
        </button>
      </ReviewForm>
    </TransactionFlow>
  );
}
