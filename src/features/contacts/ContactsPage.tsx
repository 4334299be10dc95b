import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { TextField } from '../../components/transaction-flow/form-fields.tsx';
import { checkRecipient } from '../../components/transaction-flow/recipient.ts';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { downloadText } from '../../components/ui/download-text.ts';
import { isolate } from '../../components/ui/plain-text.ts';
import {
  type Contact,
  checkContactName,
  exportAddressBook,
  parseAddressBook,
  withContact,
  withImported,
  withoutContact,
} from '../../flow/address-book.ts';
import type { FlowNetwork } from '../../flow/networks.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';
import { useFlowNetwork } from '../../flow/react/useFlowNetwork.ts';
import { bookAddress } from '../../flow/recipient-address.ts';
import './contacts.css';

/** Largest file the import reads: 500 contacts are about 60 KB. */
const IMPORT_MAX_BYTES = 256 * 1024;

/**
 * The address book of the current network: the names the user gave addresses, to pay them again
 * from Send. Kept in this browser only; exported and imported as JSON.
 */
export function ContactsPage({ labelOf }: { readonly labelOf: (network: FlowNetwork) => string }) {
  const { network } = useFlowContext('ContactsPage');
  const { label } = useFlowNetwork();
  const { book, dropped, update } = useAddressBook();
  const [importNote, setImportNote] = useState<string | null>(null);
  // The contact being renamed: the form starts from it, and saving its address replaces its name.
  const [renaming, setRenaming] = useState<Contact | null>(null);
  const fileId = useId();

  const download = () =>
    downloadText(
      `flowdeck-address-book-${network}.json`,
      'application/json',
      exportAddressBook(book, network),
    );

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setImportNote('That file is too large to be an address book.');
      return;
    }
    let value: unknown;
    try {
      value = JSON.parse(await file.text());
    } catch {
      setImportNote('That file is not an address book: it is not JSON.');
      return;
    }
    const imported = parseAddressBook(value, network, bookAddress);
    update((current) => withImported(current, imported.book));
    const count = imported.book.contacts.length;
    setImportNote(
      `Imported ${count} ${count === 1 ? 'address' : 'addresses'}` +
        (imported.dropped > 0
          ? `; left out ${imported.dropped} that ${imported.dropped === 1 ? 'was not a name and an address' : 'were not names and addresses'} of ${label}.`
          : '.'),
    );
  };

  return (
    <section className="contacts" aria-labelledby="contacts-heading">
      <h1 id="contacts-heading">Address book</h1>
      <p className="muted">
        Names you give addresses on {label}, kept in this browser only. A name is your own label: it
        proves nothing about who holds the address.
      </p>
      {dropped > 0 ? (
        <p className="field__note" role="status" data-testid="contacts-dropped">
          {dropped === 1 ? 'One stored entry was' : `${dropped} stored entries were`} damaged and
          left out.
        </p>
      ) : null}
      <AddContactForm
        key={renaming?.address ?? 'new'}
        initial={renaming}
        onCancel={() => setRenaming(null)}
        network={network}
        labelOf={labelOf}
        onAdd={(contact) => {
          update((current) => withContact(current, contact));
          setRenaming(null);
        }}
      />
      {book.contacts.length === 0 ? (
        <p data-testid="contacts-empty">No saved addresses yet.</p>
      ) : (
        <ul className="contacts__list" aria-label="Saved addresses">
          {book.contacts.map((contact) => (
            <li key={contact.address} className="contacts__item" data-testid="contact">
              <span className="contacts__name">{isolate(contact.name)}</span>
              <code className="contacts__address">{contact.address}</code>
              <span className="contacts__actions">
                <CopyButton value={contact.address} label={`Copy ${contact.name}’s address`} />
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => setRenaming(contact)}
                  aria-label={`Rename ${contact.name}`}
                >
                  Rename
                </button>
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => update((current) => withoutContact(current, contact.address))}
                  aria-label={`Delete ${contact.name}`}
                >
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="contacts__files">
        <button
          type="button"
          className="button button--ghost"
          onClick={download}
          disabled={book.contacts.length === 0}
        >
          Export as JSON
        </button>
        <label htmlFor={fileId} className="button button--ghost">
          Import JSON…
        </label>
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          onChange={(event) => void importFile(event)}
          data-testid="contacts-import"
        />
      </div>
      {importNote ? (
        <p className="field__note" role="status" data-testid="contacts-import-note">
          {importNote}
        </p>
      ) : null}
    </section>
  );
}

function AddContactForm({
  initial,
  onCancel,
  network,
  labelOf,
  onAdd,
}: {
  readonly initial: Contact | null;
  readonly onCancel: () => void;
  readonly network: FlowNetwork;
  readonly labelOf: (network: FlowNetwork) => string;
  readonly onAdd: (contact: { name: string; address: string }) => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [address, setAddress] = useState(initial?.address ?? '');
  const [showErrors, setShowErrors] = useState(false);
  const nameCheck = checkContactName(name);
  const addressCheck = checkRecipient(address, network, labelOf);
  const nameError = 'error' in nameCheck && (showErrors || name) ? nameCheck.error : null;
  const addressError =
    'error' in addressCheck && (showErrors || address) ? addressCheck.error : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if ('error' in nameCheck || 'error' in addressCheck) {
      setShowErrors(true);
      return;
    }
    onAdd({ name: nameCheck.name, address: addressCheck.recipient.address });
    setName('');
    setAddress('');
    setShowErrors(false);
  };
  return (
    <form
      className="contacts__add card"
      onSubmit={submit}
      noValidate
      aria-label={initial ? `Rename ${initial.name}` : 'Save an address'}
    >
      <TextField
        label="Name"
        value={name}
        onChange={setName}
        error={nameError}
        testId="contact-name"
      />
      {initial ? (
        // Renaming keeps the address: another address is another entry, saved on its own.
        <p className="contacts__renaming">
          Address: <code data-testid="contact-address">{initial.address}</code>
        </p>
      ) : (
        <TextField
          label="Address"
          value={address}
          onChange={setAddress}
          placeholder="0x… Cadence or EVM address"
          error={addressError}
          testId="contact-address"
        />
      )}
      <div className="row">
        <button type="submit" className="button">
          {initial ? 'Save name' : 'Save address'}
        </button>
        {initial ? (
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
