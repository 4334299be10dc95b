import * as v from 'valibot';
import { draftText } from '../../components/transaction-flow/draft-schemas.ts';
import { useTransactionForm } from '../../components/transaction-flow/useTransactionForm.ts';

const SendDraft = v.object({
  /** `FLOW` or a vault's type identifier. */
  asset: draftText(200),
  recipient: draftText(200),
  amount: draftText(64),
  /** The user confirmed that sending to their own address is what they mean. */
  toSelfConfirmed: v.fallback(v.boolean(), false),
});

export type SendDraft = v.InferOutput<typeof SendDraft>;

const EMPTY: SendDraft = { asset: 'FLOW', recipient: '', amount: '', toSelfConfirmed: false };

/** The send form, its draft kept for the tab's session per network and account. */
export function useSendForm(storageKey: string) {
  // The detail: the recipient, for the submitted view (the draft is cleared by then).
  return useTransactionForm<SendDraft, string>({ storageKey, schema: SendDraft, empty: EMPTY });
}
