import { type FormEvent, useId } from 'react';
import { SavedAddressPicker } from '../../components/address-book/SavedAddressPicker.tsx';
import { displayText, isolate } from '../../components/ui/plain-text.ts';
import type { TokenVault } from '../../flow/cadence/scripts/get_token_vaults.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { tokenIdentity } from '../../flow/tokens/token-identity.ts';
import { formatUFix64Display } from '../../flow/ufix64.ts';
import { tokenOriginText } from '../tokens/TokenOrigin.tsx';
import type { SendDraft } from './send-draft.ts';

interface SendFormProps {
  readonly draft: SendDraft;
  /** Sets some fields; the others keep their input. */
  readonly onChange: (patch: Partial<SendDraft>) => void;
  /** The tokens on offer besides FLOW, in the order to list them. */
  readonly tokens: readonly TokenVault[];
  readonly network: FlowNetwork;
  readonly flowSpendable: bigint;
  readonly symbol: string;
  readonly spendable: bigint;
  readonly recipientError: string | null;
  readonly recipientNote: string | null;
  /** The recipient is the sender: sending goes on only once the box is ticked. */
  readonly toSelf: boolean;
  readonly amountError: string | null;
  /** A reason the form cannot go on right now (e.g. the wrong network). */
  readonly blocked: string | null;
  /** `submitReview(plan)` of the form's `useTransactionForm`. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function SendForm(props: SendFormProps) {
  const { draft, onChange, tokens, symbol, spendable } = props;
  const ids = {
    asset: useId(),
    recipient: useId(),
    saved: useId(),
    amount: useId(),
    toSelf: useId(),
  };
  const { recipientError, amountError } = props;
  return (
    <form className="send-form card" onSubmit={props.onSubmit} noValidate>
      <div className="field">
        <label htmlFor={ids.asset}>Asset</label>
        <select
          id={ids.asset}
          value={draft.asset}
          onChange={(event) => onChange({ asset: event.target.value })}
        >
          <option value="FLOW">FLOW — {formatUFix64Display(props.flowSpendable)} available</option>
          {tokens.map((vault) => (
            <option key={vault.identifier} value={vault.identifier}>
              {isolate(displayText(vault.name, 40) || 'Unnamed token')} (
              {isolate(displayText(vault.symbol, 12))}) — {formatUFix64Display(vault.balance)} ·{' '}
              {tokenOriginText(tokenIdentity(vault, props.network))}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.recipient}>Recipient</label>
        <input
          id={ids.recipient}
          value={draft.recipient}
          onChange={(event) => onChange({ recipient: event.target.value })}
          placeholder="0x… Cadence or EVM address"
          list={ids.saved}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={recipientError ? true : undefined}
          aria-describedby={`${ids.recipient}-message`}
        />
        <p
          id={`${ids.recipient}-message`}
          className={recipientError ? 'field__error' : 'field__note'}
          role={recipientError ? 'alert' : undefined}
        >
          {recipientError ?? props.recipientNote ?? ''}
        </p>
        {props.toSelf ? (
          <label className="checkbox" htmlFor={ids.toSelf}>
            <input
              id={ids.toSelf}
              type="checkbox"
              checked={draft.toSelfConfirmed}
              onChange={(event) => onChange({ toSelfConfirmed: event.target.checked })}
            />{' '}
            Yes, send to my own address
          </label>
        ) : null}
      </div>
      <SavedAddressPicker listId={ids.saved} onPick={(recipient) => onChange({ recipient })} />
      <div className="field">
        <label htmlFor={ids.amount}>Amount ({symbol})</label>
        <div className="row">
          <input
            id={ids.amount}
            value={draft.amount}
            onChange={(event) => onChange({ amount: event.target.value })}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            aria-invalid={amountError ? true : undefined}
            aria-describedby={`${ids.amount}-message`}
          />
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => onChange({ amount: formatUFix64Display(spendable) })}
          >
            Max
          </button>
        </div>
        <p
          id={`${ids.amount}-message`}
          className={amountError ? 'field__error' : 'field__note'}
          role={amountError ? 'alert' : undefined}
        >
          {amountError ??
            (symbol === 'FLOW'
              ? `Up to ${formatUFix64Display(spendable)} FLOW: the storage reserve and the most the fee can be stay in your account.`
              : `Up to ${formatUFix64Display(spendable)} ${symbol}.`)}
        </p>
      </div>
      {props.blocked ? (
        <p className="field__error" role="alert">
          {props.blocked}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={Boolean(props.blocked)}>
        Review
      </button>
    </form>
  );
}
