import { describe, expect, it } from 'vitest';
import { createNetworkStorage } from './network-storage.ts';

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
