import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import type { TransactionPlan } from '../../flow/transaction-plan.ts';
import { useTransactionSteps } from './useTransactionSteps.ts';

export interface TransactionFormOptions<values extends object> {
  /** Where the draft is kept for the tab's session: one key per network, account and form. */
  readonly storageKey: string;
  /** What a stored draft must be; anything else (an older format, a hand edit) starts empty. */
  readonly schema: v.GenericSchema<unknown, values>;
  readonly empty: values;
}

function readStoredDraft<values extends object>({
  storageKey,
  schema,
  empty,
}: TransactionFormOptions<values>): values {
  try {
    const stored = v.safeParse(schema, JSON.parse(sessionStorage.getItem(storageKey) ?? 'null'));
    return stored.success ? stored.output : empty;
  } catch {
    return empty;
  }
}

/**
 * One transaction form: its input, kept for the tab's session so a reload or a closed wallet
 * loses nothing, and its way through edit → review → wallet → submitted. The draft clears once
 * the network has the transaction, and comes back when that transaction changed nothing. The
 * checks that turn the draft into a transaction stay the form's own (exact amounts on bigint,
 * reads of the recipient and the balances), so the input is plain state: every form derives its
 * plan from the whole draft on each change.
 */
export function useTransactionForm<values extends object, detail = never>(
  options: TransactionFormOptions<values>,
) {
  const { storageKey, empty } = options;
  const [draft, setDraft] = useState(() => readStoredDraft(options));
  // The draft as last set, so two changes in one event both apply, and a clear keeps what it cleared.
  const latest = useRef(draft);
  const keep = (next: values, stored: boolean) => {
    latest.current = next;
    if (stored) sessionStorage.setItem(storageKey, JSON.stringify(next));
    else sessionStorage.removeItem(storageKey);
    setDraft(next);
  };

  const cleared = useRef<values | null>(null);
  const steps = useTransactionSteps<detail>(
    () => {
      cleared.current = latest.current;
      keep(empty, false);
    },
    () => {
      if (cleared.current !== null) keep(cleared.current, true);
      cleared.current = null;
    },
  );

  return {
    /** The form's input as typed. */
    draft,
    /** Sets some fields; the others keep their input. */
    update: (patch: Partial<values>) => keep({ ...latest.current, ...patch }, true),
    steps,
    /**
     * A field's error as the form shows it: once the field has input, and for every field once
     * the user asked for the review.
     */
    shownError: (error: string | null, typed: string | boolean) =>
      steps.showErrors || typed ? error : null,
    /** The form's submit: asks for the review, where every field shows its error and only a plan goes on. */
    submitReview: (plan: TransactionPlan | null) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      steps.review(plan);
    },
  };
}
