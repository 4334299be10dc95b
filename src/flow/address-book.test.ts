import { describe, expect, it, vi } from 'vitest';
import {
  type AddressBook,
  createAddressBookStore,
  exportAddressBook,
  keptBookAddress,
  lookAlikeContact,
  MAX_RECENT,
  parseAddressBook,
  withContact,
  withImported,
  withoutContact,
  withRecent,
} from './address-book.ts';
import { MemoryStorage } from './client/testing/memory-storage.ts';
import { bookAddress } from './recipient-address.ts';

const ALICE = '0x7e60df042a9c0868'; // testnet
const BOB = '0x9a0766d93b6608b7'; // testnet
const MAINNET = '0xf233dcee88fe0abe';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
// The same first and last four hex digits as EVM: what a poisoned history plants.
const EVM_LOOK_ALIKE = '0x5290AAAA098527886E0F7030069857d2e4169Ee7';
const KEY = 'flowdeck:testnet:address-book';

const book = (contacts: AddressBook['contacts'], recent: string[] = []): AddressBook => ({
  contacts,
  recent,
});

describe('bookAddress', () => {
  it("keeps this network's Cadence addresses and checksummed EVM addresses, as they are written", () => {
    expect(bookAddress(' 7e60df042a9c0868 ', 'testnet')).toBe(ALICE);
    expect(bookAddress(EVM.toLowerCase(), 'testnet')).toBe(EVM);
    expect(bookAddress(MAINNET, 'testnet')).toBeNull();
    expect(bookAddress('0x52908400098527886e0F7030069857D2E4169EE7', 'testnet')).toBeNull();
    expect(bookAddress('Alice', 'testnet')).toBeNull();
  });
});

describe('keptBookAddress', () => {
  it("reads back this network's Cadence addresses by their checksum, and EVM addresses by their shape", () => {
    expect(keptBookAddress('7E60DF042A9C0868', 'testnet')).toBe(ALICE);
    expect(keptBookAddress(MAINNET, 'testnet')).toBeNull();
    expect(keptBookAddress(EVM, 'testnet')).toBe(EVM);
    // Its EIP-55 checksum was checked when it entered the book; reading it back costs no keccak.
    expect(keptBookAddress(EVM_LOOK_ALIKE, 'testnet')).toBe(EVM_LOOK_ALIKE);
    expect(keptBookAddress(`${EVM}00`, 'testnet')).toBeNull();
    expect(keptBookAddress(` ${ALICE}`, 'testnet')).toBeNull();
  });
});

describe('parseAddressBook', () => {
  it('drops and counts every entry that is not a name and an address of the network', () => {
    const { book: read, dropped } = parseAddressBook(
      {
        contacts: [
          { name: ' Alice ', address: ALICE },
          { name: 'Mainnet friend', address: MAINNET },
          { name: '', address: BOB },
          { name: 'x'.repeat(41), address: BOB },
          { name: 'Alice again', address: ALICE.toUpperCase().replace('0X', '0x') },
          { name: '<img src=x onerror=alert(1)>', address: EVM },
          'not an object',
          { name: 7, address: BOB },
        ],
        recent: [BOB, 42, MAINNET],
      },
      'testnet',
      bookAddress,
    );
    expect(read.contacts).toEqual([
      { name: 'Alice', address: ALICE },
      // Text, never HTML: kept as the user's label and shown as text.
      { name: '<img src=x onerror=alert(1)>', address: EVM },
    ]);
    expect(read.recent).toEqual([BOB]);
    expect(dropped).toBe(8);
  });

  it('reads nothing, and one dropped entry, from something that is not a book', () => {
    expect(parseAddressBook('garbage', 'testnet', bookAddress)).toEqual({
      book: { contacts: [], recent: [] },
      dropped: 1,
    });
    expect(parseAddressBook(null, 'testnet', bookAddress).dropped).toBe(0);
  });

  it('round-trips an export', () => {
    const saved = book([
      { name: 'Alice', address: ALICE },
      { name: 'EVM', address: EVM },
    ]);
    const text = exportAddressBook(saved, 'testnet');
    expect(parseAddressBook(JSON.parse(text), 'testnet', bookAddress)).toEqual({
      book: { contacts: saved.contacts, recent: [] },
      dropped: 0,
    });
  });
});

describe('changes', () => {
  it('adds, renames by address, removes, and merges an import', () => {
    let current = withContact(book([]), { name: 'Alice', address: ALICE });
    current = withContact(current, { name: 'Alice (work)', address: ALICE });
    expect(current.contacts).toEqual([{ name: 'Alice (work)', address: ALICE }]);
    current = withImported(current, book([{ name: 'Bob', address: BOB }]));
    expect(current.contacts.map(({ name }) => name)).toEqual(['Alice (work)', 'Bob']);
    expect(withoutContact(current, ALICE).contacts).toEqual([{ name: 'Bob', address: BOB }]);
  });

  it(`keeps the last ${MAX_RECENT} recipients, newest first, once each`, () => {
    let current = book([]);
    for (const address of [ALICE, BOB, EVM, ALICE]) current = withRecent(current, address);
    expect(current.recent).toEqual([ALICE, EVM, BOB]);
  });
});

describe('lookAlikeContact', () => {
  const saved = book([{ name: 'Exchange', address: EVM }]);

  it('flags an address with the same first and last four digits as a saved one', () => {
    expect(lookAlikeContact(saved, EVM_LOOK_ALIKE)?.name).toBe('Exchange');
  });

  it('flags neither the saved address itself nor an unrelated one', () => {
    expect(lookAlikeContact(saved, EVM.toLowerCase())).toBeUndefined();
    expect(lookAlikeContact(saved, '0x1111111111111111111111111111111111111111')).toBeUndefined();
  });
});

describe('createAddressBookStore', () => {
  it('keeps the book per network in storage, and tells subscribers of each change', () => {
    const storage = new MemoryStorage();
    const store = createAddressBookStore('testnet', storage);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.update((current) => withContact(current, { name: 'Alice', address: ALICE }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({
      contacts: [{ name: 'Alice', address: ALICE }],
      recent: [],
    });
    // The same snapshot until something changes (useSyncExternalStore needs it).
    expect(store.read()).toBe(store.read());
    expect(createAddressBookStore('mainnet', storage).read().book.contacts).toEqual([]);
    unsubscribe();
  });

  it('reads a damaged store as empty with a note, and a refused write lasts for the page', () => {
    const storage = new MemoryStorage();
    storage.setItem(KEY, '{not json');
    const store = createAddressBookStore('testnet', storage);
    expect(store.read()).toEqual({ book: { contacts: [], recent: [] }, dropped: 1 });
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    store.update((current) => withContact(current, { name: 'Bob', address: BOB }));
    expect(store.read().book.contacts).toEqual([{ name: 'Bob', address: BOB }]);
  });
});
