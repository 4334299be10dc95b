import { type AddressBook, contactOf, lookAlikeContact } from '../../flow/address-book.ts';
import { isolate } from '../ui/plain-text.ts';
import type { ReviewFact } from '../ui/TransactionReview.tsx';

/** The review's line for a recipient the user saved: their name for it. */
export function savedAsFacts(book: AddressBook, address: string): ReviewFact[] {
  const contact = contactOf(book, address);
  return contact
    ? [{ label: 'Saved as', value: isolate(contact.name), testId: 'review-saved-as' }]
    : [];
}

/**
 * A warning for a recipient that looks like a saved address at a glance but is another one:
 * address poisoning plants such look-alikes in an account's history to be copied by mistake.
 */
export function LookAlikeWarning({
  book,
  address,
}: {
  readonly book: AddressBook;
  readonly address: string;
}) {
  const contact = lookAlikeContact(book, address);
  if (!contact) return null;
  return (
    <p className="field__error" role="alert" data-testid="look-alike-warning">
      This address looks like the one you saved as “{isolate(contact.name)}” ({contact.address}),
      but it is a different address. Check every character before you sign.
    </p>
  );
}
