import { describe, expect, it } from 'vitest';
import { createNetworkStorage, hasStoredSession } from './network-storage.ts';

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

describe('hasStoredSession', () => {
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

  it('finds the signed-in user of this network only', async () => {
    const memory = await stored('testnet', user({}));
    expect(hasStoredSession('testnet', memory, NOW)).toBe(true);
    expect(hasStoredSession('local', memory, NOW)).toBe(false);
    expect(hasStoredSession('mainnet', memory, NOW)).toBe(false);
  });

  it.each([
    ['the signed-out user FCL stores on sign-out', user({ addr: null, loggedIn: null })],
    ['a user without an address', user({ addr: '' })],
    ['a user not logged in', user({ loggedIn: false })],
    ['a session past its expiry', user({ expiresAt: NOW - 1 })],
    ['null', null],
  ])('finds none in %s', async (_name, value) => {
    expect(hasStoredSession('local', await stored('local', value), NOW)).toBe(false);
  });

  it.each([
    ['no expiry', user({ expiresAt: 0 })],
    ['an expiry to come', user({ expiresAt: NOW + 1 })],
  ])('keeps a session with %s', async (_name, value) => {
    expect(hasStoredSession('local', await stored('local', value), NOW)).toBe(true);
  });

  it('finds none in corrupt data, as FCL reads nothing from it', () => {
    const memory = new MemoryStorage();
    memory.setItem('flowdeck:local:fcl:CURRENT_USER', '{not json');
    expect(hasStoredSession('local', memory, NOW)).toBe(false);
    expect(hasStoredSession('local', new MemoryStorage(), NOW)).toBe(false);
  });

  it('leaves a value it does not recognise, or storage it cannot read, to FCL', async () => {
    expect(hasStoredSession('local', await stored('local', { user: 'v2' }), NOW)).toBe(true);
    expect(hasStoredSession('local', await stored('local', 'text'), NOW)).toBe(true);
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(hasStoredSession('local', blocked, NOW)).toBe(true);
  });
});
