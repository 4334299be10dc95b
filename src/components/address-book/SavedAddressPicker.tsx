import { useId } from 'react';
import { contactOf } from '../../flow/address-book.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';
import { isolate } from '../ui/plain-text.ts';

/**
 * The saved addresses and the last recipients, for a recipient field: a list to choose from,
 * and the same entries offered as the user types (`list={listId}` on the field). Each shows its
 * full address beside the name: a name is the user's own label, not a proof of who holds it.
 */
export function SavedAddressPicker({
  listId,
  onPick,
}: {
  readonly listId: string;
  readonly onPick: (address: string) => void;
}) {
  const { book } = useAddressBook();
  const id = useId();
  const recent = book.recent.filter((address) => !contactOf(book, address));
  if (book.contacts.length === 0 && recent.length === 0) return null;
  return (
    <div className="field saved-addresses">
      <label htmlFor={id}>Saved and recent addresses</label>
      <select
        id={id}
        value=""
        onChange={(event) => {
          if (event.target.value) onPick(event.target.value);
        }}
        data-testid="saved-address-picker"
      >
        <option value="">Choose one to fill in the recipient…</option>
        {book.contacts.length > 0 ? (
          <optgroup label="Saved">
            {book.contacts.map((contact) => (
              <option key={contact.address} value={contact.address}>
                {isolate(contact.name)} — {contact.address}
              </option>
            ))}
          </optgroup>
        ) : null}
        {recent.length > 0 ? (
          <optgroup label="Recent">
            {recent.map((address) => (
              <option key={address} value={address}>
                {address}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      <datalist id={listId}>
        {book.contacts.map((contact) => (
          <option key={contact.address} value={contact.address} label={contact.name} />
        ))}
        {recent.map((address) => (
          <option key={address} value={address} label="Recent recipient" />
        ))}
      </datalist>
    </div>
  );
}
