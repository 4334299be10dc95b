import { type FormEvent, useId, useMemo } from 'react';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { checkUFix64Amount, FEE_MARGIN, spendableFlow } from './amount-checks.ts';
import { planEnableEvm } from './coa-plans.ts';
import { EvmReview } from './EvmReview.tsx';
import { EvmSubmitted } from './EvmSubmitted.tsx';
import { formatFlow } from './flow-units.ts';
import { TextField } from './form-fields.tsx';
import { storedText, useSessionDraft } from './use-session-draft.ts';
import { useTransactionSteps } from './use-transaction-steps.ts';

interface EnableDraft {
  readonly amount: string;
}

const EMPTY: EnableDraft = { amount: '' };

function parseDraft(stored: unknown): EnableDraft | null {
  const amount = storedText(stored, 'amount', 100);
  return amount === null ? null : { amount };
}

/**
 * Create the account's COA, optionally funded from the Cadence vault. Stays mounted once the COA
 * exists (`hasCoa`), so the outcome of its own transaction remains on screen until dismissed.
 */
export function EnableEvm({
  address,
  networkLabel,
  availableFlow,
  hasCoa,
}: {
  readonly address: string;
  readonly networkLabel: string;
  readonly availableFlow: bigint;
  readonly hasCoa: boolean;
}) {
  const { network } = useFlowContext('EnableEvm');
  const [draft, setDraft, clearDraft, restoreDraft] = useSessionDraft(
    `flowdeck:${network}:${address}:evm-enable-draft`,
    EMPTY,
    parseDraft,
  );
  const steps = useTransactionSteps(clearDraft, restoreDraft);
  const headingId = useId();
  const max = spendableFlow(availableFlow);
  // No amount: create the account without funding it.
  const amountCheck = draft.amount.trim()
    ? checkUFix64Amount(
        draft.amount,
        max,
        (limit) =>
          `More than you can move: at most ${formatFlow(limit)} FLOW (your available FLOW less ${formatFlow(FEE_MARGIN)} FLOW kept for the transaction fee).`,
      )
    : { amount: 0n };
  const amount = 'amount' in amountCheck ? amountCheck.amount : null;
  const plan = useMemo(() => (amount === null ? null : planEnableEvm(amount)), [amount]);

  if (steps.submitted) {
    return (
      <EvmSubmitted
        submitted={steps.submitted}
        newLabel={hasCoa ? 'Done' : 'Back'}
        onNew={steps.startOver}
      />
    );
  }
  if (hasCoa) return null;
  if (steps.step === 'review' && plan) {
    return <EvmReview plan={plan} steps={steps} networkLabel={networkLabel} />;
  }
  const amountError = 'error' in amountCheck ? amountCheck.error : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    steps.review(plan);
  };
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Enable EVM</h2>
      <p data-testid="evm-no-coa">
        Your account has no EVM account yet. Enabling EVM creates one: a Cadence-Owned Account
        (COA), stored in your Cadence account and controlled only by it, with its own address on
        Flow EVM for EVM apps and tokens. You can fund it now or later.
      </p>
      <form className="evm-form" onSubmit={submit} noValidate aria-label="Enable EVM">
        <TextField
          label="Initial funding (FLOW, optional)"
          value={draft.amount}
          onChange={(value) => setDraft({ amount: value })}
          error={amountError}
          note={`Up to ${formatFlow(max)} FLOW from your Cadence vault; leave empty to fund it later.`}
          inputMode="decimal"
          placeholder="0.0"
          onMax={() => setDraft({ amount: formatFlow(max) })}
          testId="enable-amount"
        />
        <button type="submit" className="button">
          Review
        </button>
      </form>
    </section>
  );
}
