import { useMemo } from 'react';
import { storedText } from '../../components/ui/use-session-draft.ts';
import { checkUFix64Amount } from '../../flow/amount-check.ts';
import { formatFlow } from '../../flow/flow-amounts.ts';
import { useFeeReserve } from '../../flow/react/useFeeReserve.ts';
import { spendableFlow } from '../../flow/spendable-flow.ts';
import { planDepositToCoa, planWithdrawFromCoa } from './coa-plans.ts';
import { EvmReview } from './EvmReview.tsx';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { dustNotice, splitCoaBalance } from './flow-units.ts';
import { DirectionPicker, ReviewForm, TextField } from './form-fields.tsx';
import { type EvmActionProps, useEvmForm } from './use-evm-form.ts';

type MoveDirection = 'to-evm' | 'to-cadence';

interface MoveDraft {
  readonly direction: MoveDirection;
  readonly amount: string;
}

const EMPTY: MoveDraft = { direction: 'to-evm', amount: '' };

function parseDraft(stored: unknown): MoveDraft | null {
  const amount = storedText(stored, 'amount', 100);
  if (amount === null) return null;
  const direction = storedText(stored, 'direction', 12) === 'to-cadence' ? 'to-cadence' : 'to-evm';
  return { direction, amount };
}

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
  const { draft, setDraft, steps } = useEvmForm('move', address, EMPTY, parseDraft);
  const toEvm = draft.direction === 'to-evm';
  const { movable, dustAtto } = splitCoaBalance(coaBalanceAtto);
  const feeReserve = useFeeReserve();
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

  if (steps.submitted) return <EvmSubmitted steps={steps} newLabel="Move more FLOW" />;
  if (steps.step === 'review' && plan) {
    return (
      <EvmReview
        plan={plan}
        steps={steps}
        facts={[
          {
            label: 'Direction',
            value: toEvm
              ? 'Cadence vault → EVM account (COA)'
              : 'EVM account (COA) → Cadence vault',
          },
        ]}
      />
    );
  }
  const amountError =
    steps.showErrors || draft.amount ? ('error' in amountCheck ? amountCheck.error : null) : null;
  const dust = toEvm ? null : dustNotice(dustAtto);
  return (
    <ReviewForm label="Move FLOW" onReview={() => steps.review(plan)}>
      <DirectionPicker
        value={draft.direction}
        onChange={(direction) => setDraft({ direction, amount: '' })}
        options={DIRECTIONS}
      />
      <TextField
        label="Amount (FLOW)"
        value={draft.amount}
        onChange={(value) => setDraft({ ...draft, amount: value })}
        error={amountError}
        note={
          toEvm
            ? `Up to ${formatFlow(max)} FLOW: the storage reserve and ${formatFlow(feeReserve)} FLOW for the fee stay in your Cadence vault.`
            : `Up to ${formatFlow(max)} FLOW: your EVM balance cut to Cadence’s 8 decimals.`
        }
        inputMode="decimal"
        placeholder="0.0"
        onMax={() => setDraft({ ...draft, amount: formatFlow(max) })}
        testId="move-amount"
      />
      {dust ? (
        <p className="field__note" data-testid="coa-dust">
          {dust}
        </p>
      ) : null}
      <p className="field__note">
        FLOW moves natively between the two: no bridge and no bridge fee, only the transaction fee.
      </p>
      <button type="submit" className="button">
        Review
      </button>
    </ReviewForm>
  );
}
