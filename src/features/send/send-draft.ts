import { storedText, useSessionDraft } from '../../components/ui/use-session-draft.ts';

export interface SendDraft {
  /** `FLOW` or a vault's type identifier. */
  readonly asset: string;
  readonly recipient: string;
  readonly amount: string;
  /** The user confirmed that sending to their own address is what they mean. */
  readonly toSelfConfirmed: boolean;
}

const EMPTY: SendDraft = { asset: 'FLOW', recipient: '', amount: '', toSelfConfirmed: false };

function parseDraft(stored: unknown): SendDraft | null {
  const asset = storedText(stored, 'asset', 200);
  const recipient = storedText(stored, 'recipient', 200);
  const amount = storedText(stored, 'amount', 64);
  const toSelfConfirmed =
    typeof stored === 'object' && stored !== null && 'toSelfConfirmed' in stored
      ? stored.toSelfConfirmed === true
      : false;
  return asset === null || recipient === null || amount === null
    ? null
    : { asset, recipient, amount, toSelfConfirmed };
}

/** The form's input, kept for the tab's session so a reload or a closed wallet loses nothing. */
export function useSendDraft(key: string) {
  return useSessionDraft(key, EMPTY, parseDraft);
}
