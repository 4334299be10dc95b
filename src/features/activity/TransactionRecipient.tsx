import '../../components/ui/form.css';
import { lazy, Suspense, useState } from 'react';
import { isolate } from '../../components/ui/plain-text.ts';
import { contactOf, keptBookAddress } from '../../flow/address-book.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';

// The form to name an address loads when the user opens it, not with every row of Activity.
const SaveRecipient = lazy(async () => ({
  default: (await import('../../components/address-book/SaveRecipient.tsx')).SaveRecipient,
}));

/** Who a send paid: their saved name, or a way to save the address from here. */
export function TransactionRecipient({ address }: { readonly address: string }) {
  const { network } = useFlowContext('TransactionRecipient');
  const { book } = useAddressBook();
  const [open, setOpen] = useState(false);
  // Stored data: shown only if it is an address the book can keep on this network.
  if (keptBookAddress(address, network) === null) return null;
  const saved = contactOf(book, address);
  if (saved) {
    return (
      <p className="tx__recipient" data-testid="tx-recipient">
        To “{isolate(saved.name)}” <code>{address}</code>
      </p>
    );
  }
  return (
    <details
      className="tx__recipient"
      data-testid="tx-recipient"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>
        To <code>{address}</code>: save this address
      </summary>
      {open ? (
        <Suspense fallback={<p role="status">Loading…</p>}>
          <SaveRecipient address={address} justSent={false} />
        </Suspense>
      ) : null}
    </details>
  );
}
