import { type FormEvent, useEffect, useState } from 'react';
import { checkContactName, contactOf, withContact, withRecent } from '../../flow/address-book.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';
import { TextField } from '../transaction-flow/form-fields.tsx';
import { isolate } from '../ui/plain-text.ts';

/**
 * A recipient that can be saved with a name (or shows the name it is saved as). Right after a
 * send (`justSent`) it also joins the recent recipients; Activity's older sends do not.
 */
export function SaveRecipient({
  address,
  justSent = true,
}: {
  readonly address: string;
  readonly justSent?: boolean;
}) {
  const { book, update } = useAddressBook();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (justSent) update((current) => withRecent(current, address));
  }, [update, address, justSent]);

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
      <TextField
        label={`Save ${address} as`}
        value={name}
        onChange={(value) => {
          setName(value);
          setError(null);
        }}
        placeholder="A name only you see"
        error={error}
      />
      <button type="submit" className="button">
        Save address
      </button>
    </form>
  );
}
