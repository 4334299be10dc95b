import { type FormEvent, useEffect, useId, useState } from 'react';
import { checkContactName, contactOf, withContact, withRecent } from '../../flow/address-book.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';
import { isolate } from '../ui/plain-text.ts';

/**
 * After a send: the recipient joins the recent ones, and can be saved with a name (or shows the
 * name it is saved as).
 */
export function SaveRecipient({ address }: { readonly address: string }) {
  const { book, update } = useAddressBook();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => update((current) => withRecent(current, address)), [update, address]);

  const saved = contactOf(book, address);
  if (saved) {
    return (
      <p className="field__note" data-testid="recipient-saved">
        Saved as “{isolate(saved.name)}”.
      </p>
    );
  }
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkContactName(name);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    update((current) => withContact(current, { name: checked.name, address }));
  };
  return (
    <form className="save-recipient" onSubmit={save} noValidate>
      <div className="field">
        <label htmlFor={id}>Save {address} as</label>
        <input
          id={id}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          placeholder="A name only you see"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-message`}
        />
        <p
          id={`${id}-message`}
          className={error ? 'field__error' : 'field__note'}
          role={error ? 'alert' : undefined}
        >
          {error ?? ''}
        </p>
      </div>
      <button type="submit" className="button">
        Save address
      </button>
    </form>
  );
}
