import { TextField } from '../../components/transaction-flow/form-fields.tsx';
import { formatFlow } from '../../flow/flow-amounts.ts';

/** A staking form's amount in FLOW, with Max filling in `max`. */
export function StakingAmountField({
  value,
  onChange,
  error,
  note,
  max,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly note: string;
  readonly max: bigint;
}) {
  return (
    <TextField
      label="Amount (FLOW)"
      value={value}
      onChange={onChange}
      error={error}
      note={note}
      inputMode="decimal"
      placeholder="0.0"
      onMax={() => onChange(formatFlow(max))}
      testId="staking-amount"
    />
  );
}
