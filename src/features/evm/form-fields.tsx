import { type ReactNode, useId } from 'react';

/** The line under a field: its error (announced), or a note. */
function FieldMessage({
  id,
  error,
  note,
}: {
  readonly id: string;
  readonly error: string | null;
  readonly note?: ReactNode;
}) {
  return (
    <p
      id={id}
      className={error ? 'field__error' : 'field__note'}
      role={error ? 'alert' : undefined}
    >
      {error ?? note ?? ''}
    </p>
  );
}

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown in place of the note; pass null until the user typed or asked to review. */
  readonly error: string | null;
  readonly note?: ReactNode;
  readonly placeholder?: string;
  readonly inputMode?: 'decimal' | 'text';
  /** Fills in the most that can be used. */
  readonly onMax?: () => void;
  readonly testId?: string;
}

/** A labelled text input with its error or note, and an optional Max button. */
export function TextField({
  label,
  value,
  onChange,
  error,
  note,
  placeholder,
  inputMode = 'text',
  onMax,
  testId,
}: TextFieldProps) {
  const id = useId();
  const input = (
    <input
      id={id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
      placeholder={placeholder}
      aria-invalid={error ? true : undefined}
      aria-describedby={`${id}-message`}
      data-testid={testId}
    />
  );
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {onMax ? (
        <div className="row">
          {input}
          <button type="button" className="button button--ghost button--small" onClick={onMax}>
            Max
          </button>
        </div>
      ) : (
        input
      )}
      <FieldMessage id={`${id}-message`} error={error} note={note} />
    </div>
  );
}

interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly note?: ReactNode;
  /** Shown while nothing is chosen. */
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly testId?: string;
}

/** A labelled select with a "choose" placeholder and its error or note. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  note,
  placeholder,
  options,
  testId,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
        data-testid={testId}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage id={`${id}-message`} error={error} note={note} />
    </div>
  );
}

/** A choice between two directions, as radio buttons in a fieldset. */
export function DirectionPicker<direction extends string>({
  value,
  onChange,
  options,
}: {
  readonly value: direction;
  readonly onChange: (value: direction) => void;
  readonly options: readonly { readonly value: direction; readonly label: string }[];
}) {
  const name = useId();
  return (
    <fieldset className="direction">
      <legend>Direction</legend>
      {options.map((option) => (
        <label key={option.value} className="direction__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
