import type { TypedCadenceParameter } from '../../flow/cadence/parameters.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import type { ArgumentDraft } from './argument-drafts.ts';
import { ARGUMENT_TOO_LONG_MESSAGE, isArgumentTooLong } from './argument-drafts.ts';
import { type ArgumentInput, argumentInputFor, placeholderFor } from './argument-inputs.ts';
import { ownEntry } from './script-draft.ts';

export const EMPTY_DRAFT: ArgumentDraft = { text: '', isNil: false };

export function argumentFieldId(index: number): string {
  return `script-arg-${index}`;
}

interface ArgumentFormProps {
  readonly parameters: readonly TypedCadenceParameter[];
  readonly drafts: Readonly<Record<string, ArgumentDraft>>;
  readonly errors: Readonly<Record<string, string>>;
  readonly onChange: (name: string, draft: ArgumentDraft) => void;
  /** Examples in placeholders are addresses of this network. */
  readonly network: FlowNetwork;
}

/** The on-screen keyboard: iOS's number pads have no minus sign, so signed kinds get text. */
function keyboardFor(input: ArgumentInput): 'decimal' | 'numeric' | undefined {
  if (input.kind === 'ufix64') return 'decimal';
  if (input.kind === 'integer' && input.min === 0n) return 'numeric';
  return undefined;
}

function ArgumentControl({
  id,
  input,
  draft,
  placeholder,
  describedBy,
  invalid,
  disabled,
  onText,
}: {
  readonly id: string;
  readonly input: ArgumentInput;
  readonly draft: ArgumentDraft;
  readonly placeholder: string;
  readonly describedBy: string | undefined;
  readonly invalid: boolean;
  readonly disabled: boolean;
  readonly onText: (text: string) => void;
}) {
  const common = {
    id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    disabled,
  };
  if (input.kind === 'bool') {
    return (
      <select {...common} value={draft.text} onChange={(event) => onText(event.target.value)}>
        <option value="">Choose…</option>
        <option value="true">true</option>
        <option value="false">false</option>
      </select>
    );
  }
  if (input.kind === 'json') {
    return (
      <textarea
        {...common}
        rows={3}
        spellCheck={false}
        placeholder={placeholder}
        value={draft.text}
        onChange={(event) => onText(event.target.value)}
      />
    );
  }
  return (
    <input
      {...common}
      type="text"
      autoComplete="off"
      spellCheck={false}
      inputMode={keyboardFor(input)}
      placeholder={placeholder}
      value={draft.text}
      onChange={(event) => onText(event.target.value)}
    />
  );
}

function ArgumentField({
  index,
  parameter,
  draft,
  error,
  network,
  onChange,
}: {
  readonly index: number;
  readonly network: FlowNetwork;
  readonly parameter: TypedCadenceParameter;
  readonly draft: ArgumentDraft;
  readonly error: string | undefined;
  readonly onChange: (draft: ArgumentDraft) => void;
}) {
  const id = argumentFieldId(index);
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const input = argumentInputFor(parameter.cadenceType);
  const inner = input.kind === 'optional' ? input.inner : input;
  const note =
    inner.kind === 'unsupported'
      ? inner.reason
      : inner.kind === 'json'
        ? 'JSON; numbers and addresses as in Cadence.'
        : null;
  const describedBy = [error ? errorId : null, note ? noteId : null].filter(Boolean).join(' ');

  return (
    <div className="field script-args__field">
      <label htmlFor={id}>
        {parameter.name} <span className="script-args__type">{parameter.type}</span>
      </label>
      {input.kind === 'optional' ? (
        <label className="script-args__nil">
          <input
            type="checkbox"
            checked={draft.isNil}
            onChange={(event) => onChange({ ...draft, isNil: event.target.checked })}
          />{' '}
          nil (no value for {parameter.name})
        </label>
      ) : null}
      {inner.kind === 'unsupported' ? null : (
        <ArgumentControl
          id={id}
          input={inner}
          draft={draft}
          placeholder={placeholderFor(parameter.cadenceType, network)}
          describedBy={describedBy || undefined}
          invalid={error !== undefined}
          disabled={input.kind === 'optional' && draft.isNil}
          onText={(text) => onChange({ ...draft, text })}
        />
      )}
      {note ? (
        <p className="field__note" id={noteId}>
          {note}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function draftOf(drafts: Readonly<Record<string, ArgumentDraft>>, name: string): ArgumentDraft {
  return ownEntry(drafts, name) ?? EMPTY_DRAFT;
}

// Shown while typing: a longer draft could not be kept on reload, shared or kept in the history.
function lengthError(draft: ArgumentDraft): string | undefined {
  return isArgumentTooLong(draft) ? ARGUMENT_TOO_LONG_MESSAGE : undefined;
}

/** One labelled field per script parameter, its input chosen by the parameter's Cadence type. */
export function ArgumentForm({ parameters, drafts, errors, network, onChange }: ArgumentFormProps) {
  if (parameters.length === 0) {
    return <p className="field__note">This script takes no arguments.</p>;
  }
  return (
    <fieldset className="script-args">
      <legend>Arguments</legend>
      {parameters.map((parameter, index) => (
        <ArgumentField
          key={parameter.name}
          index={index}
          parameter={parameter}
          draft={draftOf(drafts, parameter.name)}
          error={ownEntry(errors, parameter.name) ?? lengthError(draftOf(drafts, parameter.name))}
          network={network}
          onChange={(draft) => onChange(parameter.name, draft)}
        />
      ))}
    </fieldset>
  );
}
