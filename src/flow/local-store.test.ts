import { describe, expect, it } from 'vitest';
import { sharedLocalStores } from './local-store.ts';

describe('sharedLocalStores', () => {
  it('gives every caller of a key the same store, and each key its own', () => {
    const storeOf = sharedLocalStores((json) => (typeof json === 'number' ? json : 0));
    const first = storeOf('flowdeck:test:a');
    expect(storeOf('flowdeck:test:a')).toBe(first);
    expect(storeOf('flowdeck:test:b')).not.toBe(first);
    // One store: what one caller hears, every caller of the key hears.
    let heard = 0;
    const stop = storeOf('flowdeck:test:a').subscribe(() => {
      heard += 1;
    });
    first.update(() => 5);
    stop();
    expect(heard).toBe(1);
  });
});
