import { describe, expect, it } from 'vitest';
import { storageKey } from './storage-key.ts';

describe('storageKey', () => {
  it('puts every key under flowdeck:, its parts joined by colons, as stored before it existed', () => {
    expect(storageKey('theme')).toBe('flowdeck:theme');
    expect(storageKey('testnet', '0x01cf0e2f2f715450', 'transactions')).toBe(
      'flowdeck:testnet:0x01cf0e2f2f715450:transactions',
    );
  });
});
