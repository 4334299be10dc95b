import { type ChangeEvent, type FormEvent, type ReactNode, useId } from 'react';

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

interface FieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown in place of the note; pass null until the user typed or asked to review. */
  readonly error: string | null;
  readonly note?: ReactNode;
  readonly testId?: string;
}

/** What ties a field's control to its value, label and message. */
interface ControlProps {
  readonly id: string;
  readonly value: string;
  readonly onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string;
  readonly 'data-testid': string | undefined;
}

/** A labelled control with its error or note; `children` renders the control from its props. */
function Field({
  label,
  value,
  onChange,
  error,
  note,
  testId,
  children,
}: FieldProps & { readonly children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        value,
        onChange: (event) => onChange(event.target.value),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': `${id}-message`,
        'data-testid': testId,
      })}
      <FieldMessage id={`${id}-message`} error={error} note={note} />
    </div>
  );
}

interface TextFieldProps extends FieldProps {
  readonly placeholder?: string;
  readonly inputMode?: 'decimal' | 'text';
  /** Fills in the most that can be used. */
  readonly onMax?: () => void;
  /** A `<datalist>` of suggestions as the user types. */
  readonly list?: string;
}

/** A labelled text input with its error or note, and an optional Max button. */
export function TextField({
  placeholder,
  inputMode = 'text',
  onMax,
  list,
  ...field
}: TextFieldProps) {
  return (
    <Field {...field}>
      {(control) => {
        const input = (
          <input
            {...control}
            inputMode={inputMode}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            list={list}
          />
        );
        return onMax ? (
          <div className="row">
            {input}
            <button type="button" className="button button--ghost button--small" onClick={onMax}>
              Max
            </button>
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}

interface SelectFieldProps extends FieldProps {
  /** Shown while nothing is chosen. */
  readonly placeholder: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A labelled select with a "choose" placeholder and its error or note. */
export function SelectField({ placeholder, options, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
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

/** An action's form: submit asks for the review; the fields (not the browser) say what is wrong. */
export function ReviewForm({
  label,
  onSubmit,
  className = 'evm-form card',
  children,
}: {
  readonly label: string;
  /** `submitReview(plan)` of the form's `useTransactionForm`. */
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <form className={className} onSubmit={onSubmit} noValidate aria-label={label}>
      {children}
    </form>
  );
}
