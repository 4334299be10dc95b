import { type FormEvent, useEffect, useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type PathValue,
  useForm,
} from 'react-hook-form';
import * as v from 'valibot';
import type { TransactionPlan } from '../../flow/transaction-plan.ts';
import { useTransactionSteps } from './useTransactionSteps.ts';

export interface TransactionFormOptions<values extends FieldValues> {
  /** Where the draft is kept for the tab's session: one key per network, account and form. */
  readonly storageKey: string;
  /** What a stored draft must be; anything else (an older format, a hand edit) starts empty. */
  readonly schema: v.GenericSchema<unknown, values>;
  readonly empty: values;
}

function readStoredDraft<values extends FieldValues>({
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
 * One transaction form: its input on react-hook-form, kept for the tab's session so a reload or a
 * closed wallet loses nothing, and its way through edit → review → wallet → submitted. The draft
 * clears once the network has the transaction, and comes back when that transaction changed
 * nothing. The checks that turn the draft into a transaction stay the form's own (exact amounts).
 */
export function useTransactionForm<values extends FieldValues, detail = never>(
  options: TransactionFormOptions<values>,
) {
  const { storageKey, empty } = options;
  const form = useForm<values>({
    defaultValues: readStoredDraft(options) as DefaultValues<values>,
  });
  useEffect(() => {
    const subscription = form.watch((values) =>
      sessionStorage.setItem(storageKey, JSON.stringify(values)),
    );
    return () => subscription.unsubscribe();
  }, [form, storageKey]);

  const cleared = useRef<values | null>(null);
  const steps = useTransactionSteps<detail>(
    () => {
      cleared.current = form.getValues();
      form.reset(empty);
      sessionStorage.removeItem(storageKey);
    },
    () => {
      if (cleared.current !== null) form.reset(cleared.current);
      cleared.current = null;
    },
  );

  /** Sets some fields; the others keep their input. */
  const update = (patch: Partial<values>) => {
    for (const name of Object.keys(patch) as Path<values>[]) {
      form.setValue(name, patch[name] as PathValue<values, Path<values>>, { shouldDirty: true });
    }
  };

  return {
    /** The form's input as typed (watched: every change renders). */
    draft: form.watch(),
    update,
    steps,
    /** The form's submit: asks for the review, where every field shows its error and only a plan goes on. */
    submitReview: (plan: TransactionPlan | null) => (event: FormEvent<HTMLFormElement>) =>
      void form.handleSubmit(() => steps.review(plan))(event),
  };
}
