import { useId, useMemo } from 'react';
import * as v from 'valibot';
import { ReviewForm } from '../../components/transaction-flow/form-fields.tsx';
import { TransactionFlow } from '../../components/transaction-flow/TransactionFlow.tsx';
import type { EvmAddress } from '../../flow/evm-address.ts';
import { formatAttoFlow } from '../../flow/flow-amounts.ts';
import { planEvmBatch } from './coa-plans.ts';
import { EvmCallsReview } from './EvmCallsReview.tsx';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { useEvmForm } from './useEvmForm.ts';
import {
  type BatchStepInput,
  type BatchStepKind,
  checkBatch,
  MAX_BATCH_STEPS,
} from './wflow-batch.ts';

const StoredStep = v.object({ kind: v.picklist(['wrap', 'unwrap']), amount: v.string() });

const BatchDraft = v.object({
  // The first steps that can still be read; a draft with none left starts over.
  steps: v.pipe(
    v.array(v.unknown()),
    v.transform((stored): BatchStepInput[] =>
      stored
        .slice(0, MAX_BATCH_STEPS)
        .filter((step) => v.is(StoredStep, step))
        .map(({ kind, amount }) => ({ kind, amount: amount.slice(0, 100) })),
    ),
    v.minLength(1),
  ),
});

const EMPTY: v.InferOutput<typeof BatchDraft> = { steps: [{ kind: 'wrap', amount: '' }] };

const UNIT = { wrap: 'FLOW', unwrap: 'WFLOW' } as const;

const ADD_STEP_KINDS = [
  { kind: 'wrap', label: 'Add a wrap step' },
  { kind: 'unwrap', label: 'Add an unwrap step' },
] as const;

function StepRow({
  index,
  step,
  error,
  canRemove,
  onChange,
  onRemove,
}: {
  readonly index: number;
  readonly step: BatchStepInput;
  readonly error: string | null;
  readonly canRemove: boolean;
  readonly onChange: (step: BatchStepInput) => void;
  readonly onRemove: () => void;
}) {
  const id = useId();
  const number = index + 1;
  return (
    <li className="batch-step" data-testid={`batch-step-${number}`}>
      <div className="batch-step__fields">
        <div className="field">
          <label htmlFor={`${id}-kind`}>Step {number} action</label>
          <select
            id={`${id}-kind`}
            value={step.kind}
            onChange={(event) => onChange({ ...step, kind: event.target.value as BatchStepKind })}
          >
            <option value="wrap">Wrap FLOW into WFLOW</option>
            <option value="unwrap">Unwrap WFLOW into FLOW</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-amount`}>
            Step {number} amount ({UNIT[step.kind]})
          </label>
          <input
            id={`${id}-amount`}
            value={step.amount}
            onChange={(event) => onChange({ ...step, amount: event.target.value })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-message`}
          />
        </div>
        {canRemove ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={onRemove}
            aria-label={`Remove step ${number}`}
          >
            Remove
          </button>
        ) : null}
      </div>
      <p
        id={`${id}-message`}
        className={error ? 'field__error' : 'field__note'}
        role={error ? 'alert' : undefined}
        data-testid={`batch-step-${number}-message`}
      >
        {error ?? ''}
      </p>
    </li>
  );
}

/**
 * Wrap and unwrap FLOW through WFLOW as one Cadence transaction of EVM calls, all or nothing,
 * each step checked against what the steps before it leave.
 */
export function WflowBatch({
  address,
  wflow,
  flowAtto,
  wflowBalance,
}: {
  readonly address: string;
  readonly wflow: EvmAddress;
  /** The COA's FLOW and WFLOW, 18 decimals each. */
  readonly flowAtto: bigint;
  readonly wflowBalance: bigint;
}) {
  const { draft, update, steps, submitReview, shownError } = useEvmForm(
    'wflow',
    address,
    EMPTY,
    BatchDraft,
  );
  const check = useMemo(
    () => checkBatch(draft.steps, { flow: flowAtto, wflow: wflowBalance }, wflow),
    [draft.steps, flowAtto, wflowBalance, wflow],
  );
  const plan = useMemo(() => (check.calls ? planEvmBatch(check.calls) : null), [check.calls]);

  const setStep = (index: number, step: BatchStepInput) =>
    update({ steps: draft.steps.map((current, at) => (at === index ? step : current)) });
  const addStep = (kind: BatchStepKind) =>
    update({ steps: [...draft.steps, { kind, amount: '' }] });
  const full = draft.steps.length >= MAX_BATCH_STEPS;
  return (
    <TransactionFlow
      steps={steps}
      review={
        plan && check.calls
          ? {
              plan,
              options: { detail: check.calls },
              facts: [{ label: 'EVM calls', value: String(check.calls.length) }],
              children: <EvmCallsReview calls={check.calls} />,
            }
          : null
      }
      submitted={(submitted) => (
        <EvmSubmitted submitted={submitted} onNew={steps.startOver} newLabel="New batch" />
      )}
    >
      <ReviewForm label="WFLOW batch" onSubmit={submitReview(plan)}>
        <p className="field__note">
          Your EVM account holds {formatAttoFlow(flowAtto)} FLOW and {formatAttoFlow(wflowBalance)}{' '}
          WFLOW. The steps run in order as EVM calls of one transaction: if any of them fails, none
          is applied.
        </p>
        <ol className="batch-steps">
          {draft.steps.map((step, index) => (
            <StepRow
              // Steps have no identity of their own; their position is what the user edits.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              index={index}
              step={step}
              error={shownError(check.errors[index] ?? null, step.amount)}
              canRemove={draft.steps.length > 1}
              onChange={(next) => setStep(index, next)}
              onRemove={() => update({ steps: draft.steps.filter((_, at) => at !== index) })}
            />
          ))}
        </ol>
        <p className="row">
          {ADD_STEP_KINDS.map(({ kind, label }) => (
            <button
              key={kind}
              type="button"
              className="button button--ghost button--small"
              disabled={full}
              onClick={() => addStep(kind)}
            >
              {label}
            </button>
          ))}
          {full ? <span className="field__note">At most {MAX_BATCH_STEPS} steps.</span> : null}
        </p>
        <button type="submit" className="button">
          Review
        </button>
      </ReviewForm>
    </TransactionFlow>
  );
}
