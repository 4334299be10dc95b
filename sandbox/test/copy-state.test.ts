import { describe, expect, it } from 'vitest';
import { FIXTURES, type FixtureName } from '../../worlds/index.ts';
import { copyState } from '../src/copy-state.ts';
import { makeCore } from './core.ts';

describe('copyState', () => {
  it.each(Object.keys(FIXTURES))(
    'copies the %s world as structuredClone would',
    async (name) => {
      const core = await makeCore({ fixture: name as FixtureName });
      const state = core.ledger.state;
      const copy = copyState(state);
      expect(copy).toEqual(structuredClone(state));
      expect(copy).not.toBe(state);
      // Building a world takes seconds (its seeding): a correctness check, not a timing one.
    },
    30_000,
  );

  it('shares nothing mutable: changing the copy leaves the original', () => {
    const original = {
      list: [{ n: 1n }],
      bytes: new Uint8Array([1]),
      map: new Map([['k', { v: 1 }]]),
    };
    const copy = copyState(original);
    copy.list[0] = { n: 2n };
    (copy.bytes as Uint8Array)[0] = 9;
    const entry = copy.map.get('k');
    if (entry) entry.v = 2;
    expect(original).toEqual({
      list: [{ n: 1n }],
      bytes: new Uint8Array([1]),
      map: new Map([['k', { v: 1 }]]),
    });
  });

  it('refuses a class instance it cannot copy faithfully', () => {
    expect(() => copyState({ at: new Date(0) })).toThrow(/Date/);
  });
});
