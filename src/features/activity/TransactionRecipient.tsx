import '../../components/ui/form.css';
import { SaveRecipient } from '../../components/address-book/SaveRecipient.tsx';
import { isolate } from '../../components/ui/plain-text.ts';
import { bookAddress, contactOf } from '../../flow/address-book.ts';
import { useFlowContext } from '../../flow/react/flow-context.ts';
import { useAddressBook } from '../../flow/react/useAddressBook.ts';

/** Who a send paid: their saved name, or a way to save the address from here. */
export function TransactionRecipient({ address }: { readonly address: string }) {
  const { network } = useFlowContext('TransactionRecipient');
  const { book } = useAddressBook();
  // Stored data: shown only if it is an address the book can keep on this network.
  if (bookAddress(address, network) === null) return null;
  const saved = contactOf(book, address);
  if (saved) {
    return (
      <p className="tx__recipient" data-testid="tx-recipient">
        To “{isolate(saved.name)}” <code>{address}</code>
      </p>
    );
  }
  return (
    <details className="tx__recipient" data-testid="tx-recipient">
      <summary>
        To <code>{address}</code>: save this address
      </summary>
      <SaveRecipient address={address} justSent={false} />
    </details>
  );
}
