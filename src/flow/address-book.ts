import * as v from 'valibot';
import { addressKind, isValidFlowAddress, normalizeFlowAddress } from './address.ts';
import { createLocalStore } from './local-store.ts';
import type { FlowNetwork } from './networks.ts';
import { storageKey } from './storage-key.ts';

/** A name the user gave an address: their own label, never a proof of who holds it. */
export interface Contact {
  readonly name: string;
  /** A Cadence address of the book's network (0x + 16 hex) or an EIP-55 EVM address. */
  readonly address: string;
}

export interface AddressBook {
  readonly contacts: readonly Contact[];
  /** Addresses sent to from this browser, most recent first. */
  readonly recent: readonly string[];
}

export const CONTACT_NAME_MAX = 40;
export const MAX_CONTACTS = 500;
export const MAX_RECENT = 5;

const EMPTY: AddressBook = { contacts: [], recent: [] };

/** How an entry's address is checked: the address as the book keeps it, or null to drop it. */
export type BookAddressCheck = (text: string, network: FlowNetwork) => string | null;

/**
 * An address the book kept, read back from this browser: a Cadence address of `network` (its
 * checksum checked) or an EVM address's shape, as written. Its EIP-55 checksum was checked when
 * it entered the book (typed, pasted or imported: `bookAddress` in recipient-address.ts);
 * checking it on every read needs keccak-256 (~4 KB gzip), which Activity would load for nothing.
 */
export const keptBookAddress: BookAddressCheck = (text, network) => {
  const kind = addressKind(text);
  if (kind === 'flow') return isValidFlowAddress(text, network) ? normalizeFlowAddress(text) : null;
  // addressKind's `evm` is the shape itself: 0x and 40 hex digits.
  return kind === 'evm' ? text : null;
};

/** The same address, whatever its case (EVM addresses are compared without their checksum). */
export const sameAddress = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** What a stored or imported book may look like before each entry is checked on its own. */
const LooseBook = v.object({
  contacts: v.optional(v.array(v.unknown()), []),
  recent: v.optional(v.array(v.unknown()), []),
});

/** A stored or imported entry's shape; its name and address are then checked as typed ones are. */
const LooseContact = v.object({ name: v.string(), address: v.string() });

export interface ReadBook {
  readonly book: AddressBook;
  /** Entries left out because they were not a name and an address of this network. */
  readonly dropped: number;
}

/**
 * A book from untrusted JSON (storage, an imported file): each entry checked on its own
 * (addresses by `checkAddress`), so a damaged or hostile one is dropped and counted, never
 * thrown; duplicates keep the first.
 */
export function parseAddressBook(
  value: unknown,
  network: FlowNetwork,
  checkAddress: BookAddressCheck,
): ReadBook {
  const loose = v.safeParse(LooseBook, value);
  if (!loose.success) return { book: EMPTY, dropped: value === null ? 0 : 1 };
  let dropped = 0;
  const contacts: Contact[] = [];
  for (const entry of loose.output.contacts) {
    const contact = v.safeParse(LooseContact, entry);
    const named = contact.success ? checkContactName(contact.output.name) : null;
    const address = contact.success ? checkAddress(contact.output.address, network) : null;
    if (
      named === null ||
      'error' in named ||
      address === null ||
      contacts.length >= MAX_CONTACTS ||
      contacts.some((known) => sameAddress(known.address, address))
    ) {
      dropped += 1;
      continue;
    }
    contacts.push({ name: named.name, address });
  }
  const recent: string[] = [];
  for (const entry of loose.output.recent) {
    const address = typeof entry === 'string' ? checkAddress(entry, network) : null;
    if (address === null) dropped += 1;
    else if (recent.length < MAX_RECENT && !recent.some((known) => sameAddress(known, address)))
      recent.push(address);
  }
  return { book: { contacts, recent }, dropped };
}

/** The name checked as the book keeps it, or why it cannot be one. */
export function checkContactName(text: string): { name: string } | { error: string } {
  const name = text.trim();
  if (name === '') return { error: 'Give the address a name.' };
  if (name.length > CONTACT_NAME_MAX)
    return { error: `A name is at most ${CONTACT_NAME_MAX} characters.` };
  return { name };
}

export const contactOf = (book: AddressBook, address: string): Contact | undefined =>
  book.contacts.find((contact) => sameAddress(contact.address, address));

/**
 * A saved contact whose address looks like `address` at a glance (the same first and last four
 * hex digits, as a shortened address shows them) without being it: how address poisoning works.
 */
export function lookAlikeContact(book: AddressBook, address: string): Contact | undefined {
  const glance = (text: string) => {
    const hex = text.toLowerCase().replace(/^0x/, '');
    return `${hex.slice(0, 4)}…${hex.slice(-4)}:${hex.length}`;
  };
  if (contactOf(book, address)) return undefined;
  return book.contacts.find((contact) => glance(contact.address) === glance(address));
}

export const withContact = (book: AddressBook, contact: Contact): AddressBook => ({
  ...book,
  contacts: contactOf(book, contact.address)
    ? book.contacts.map((known) => (sameAddress(known.address, contact.address) ? contact : known))
    : [...book.contacts, contact].slice(0, MAX_CONTACTS),
});

export const withoutContact = (book: AddressBook, address: string): AddressBook => ({
  ...book,
  contacts: book.contacts.filter((contact) => !sameAddress(contact.address, address)),
});

export const withRecent = (book: AddressBook, address: string): AddressBook => ({
  ...book,
  recent: [address, ...book.recent.filter((known) => !sameAddress(known, address))].slice(
    0,
    MAX_RECENT,
  ),
});

/** An imported book's contacts added to `book`; a name given to a known address replaces it. */
export const withImported = (book: AddressBook, imported: AddressBook): AddressBook =>
  imported.contacts.reduce(withContact, book);

/** The book as a file: what `parseAddressBook` reads back. */
export const exportAddressBook = (book: AddressBook, network: FlowNetwork): string =>
  `${JSON.stringify({ network, contacts: book.contacts }, null, 2)}\n`;

export interface AddressBookStore {
  /** The same object until the book changes (for useSyncExternalStore). */
  readonly read: () => ReadBook;
  readonly update: (change: (book: AddressBook) => AddressBook) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * The address book of one network, in localStorage (per network: a Cadence address is only an
 * address on its own network). Other tabs' changes arrive through the storage event.
 */
export function createAddressBookStore(
  network: FlowNetwork,
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null,
): AddressBookStore {
  const store = createLocalStore(
    storageKey(network, 'address-book'),
    (json) => parseAddressBook(json, network, keptBookAddress),
    storage,
  );
  return {
    read: store.read,
    update: (change) => store.update(({ book }) => change(book)),
    subscribe: store.subscribe,
  };
}
