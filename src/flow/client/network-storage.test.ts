import { describe, expect, it } from 'vitest';
import { createNetworkStorage, storedSession } from './network-storage.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('createNetworkStorage', () => {
  it('keeps each network’s session apart', async () => {
    const memory = new MemoryStorage();
    const storage = memory as unknown as Storage;
    const testnet = createNetworkStorage('testnet', storage);
    const mainnet = createNetworkStorage('mainnet', storage);
    await testnet.put('CURRENT_USER', { addr: '0x7e60df042a9c0868', loggedIn: true });
    expect(await testnet.get('CURRENT_USER')).toEqual({
      addr: '0x7e60df042a9c0868',
      loggedIn: true,
    });
    expect(await mainnet.get('CURRENT_USER')).toBeNull();
    expect([...memory.items.keys()]).toEqual(['flowdeck:testnet:fcl:CURRENT_USER']);
  });

  it('reads corrupt data as nothing stored', async () => {
    const memory = new MemoryStorage();
    memory.setItem('flowdeck:local:fcl:CURRENT_USER', '{not json');
    expect(
      await createNetworkStorage('local', memory as unknown as Storage).get('CURRENT_USER'),
    ).toBeNull();
  });
});

describe('storedSession', () => {
  const TESTNET_USER = '0x7e60df042a9c0868';
  const NOW = 1_800_000_000_000;
  const user = (fields: Record<string, unknown>) => ({
    f_type: 'User',
    f_vsn: '1.0.0',
    addr: '0x01cf0e2f2f715450',
    cid: 'cid',
    loggedIn: true,
    expiresAt: null,
    services: [],
    ...fields,
  });
  const stored = async (network: 'local' | 'testnet', value: unknown) => {
    const memory = new MemoryStorage();
    await createNetworkStorage(network, memory as unknown as Storage).put('CURRENT_USER', value);
    return memory;
  };

  const kindOf = (value: ReturnType<typeof storedSession>) => value.kind;

  it('finds the signed-in user of this network only, as FCL restores it', async () => {
    const memory = await stored('testnet', {
      f_type: 'User',
      f_vsn: '1.0.0',
      addr: TESTNET_USER,
      loggedIn: true,
    });
    expect(storedSession('testnet', memory, NOW)).toEqual({
      kind: 'signed-in',
      // FCL merges what it stored over its empty user.
      user: {
        f_type: 'User',
        f_vsn: '1.0.0',
        addr: TESTNET_USER,
        cid: null,
        loggedIn: true,
        expiresAt: null,
        services: [],
      },
    });
    expect(kindOf(storedSession('local', memory, NOW))).toBe('none');
    expect(kindOf(storedSession('mainnet', memory, NOW))).toBe('none');
  });

  it.each([
    ['the signed-out user FCL stores on sign-out', user({ addr: null, loggedIn: null })],
    ['a user without an address', user({ addr: '' })],
    ['a user not logged in', user({ loggedIn: false })],
    ['a session past its expiry', user({ expiresAt: NOW - 1 })],
    ['a session whose expiry is text in the past', user({ expiresAt: String(NOW - 1) })],
    ['a session whose expiry is not a time', user({ expiresAt: 'soon' })],
    ['null', null],
  ])('finds none in %s', async (_name, value) => {
    expect(kindOf(storedSession('local', await stored('local', value), NOW))).toBe('none');
  });

  it.each([
    ['no expiry', user({ expiresAt: 0 })],
    ['the f_type the test wallet sends', user({ f_type: 'USER' })],
    ['an expiry to come', user({ expiresAt: NOW + 1 })],
    ['an expiry to come, as text', user({ expiresAt: String(NOW + 1) })],
  ])('keeps a session with %s', async (_name, value) => {
    expect(kindOf(storedSession('local', await stored('local', value), NOW))).toBe('signed-in');
  });

  it('finds none in corrupt data, as FCL reads nothing from it', () => {
    const memory = new MemoryStorage();
    memory.setItem('flowdeck:local:fcl:CURRENT_USER', '{not json');
    expect(kindOf(storedSession('local', memory, NOW))).toBe('none');
    expect(kindOf(storedSession('local', new MemoryStorage(), NOW))).toBe('none');
  });

  it.each([
    ['a value of another kind', { user: 'v2' }],
    ['text', 'text'],
    ['a user of another FCL version', user({ f_vsn: '2.0.0' })],
    ['a user of another network’s address space', user({ addr: TESTNET_USER })],
    ['a user whose services are not a list', user({ services: {} })],
  ])('leaves %s to FCL', async (_name, value) => {
    expect(kindOf(storedSession('local', await stored('local', value), NOW))).toBe('unknown');
  });

  it('leaves storage it cannot read to FCL', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(kindOf(storedSession('local', blocked, NOW))).toBe('unknown');
  });
});
