import { describe, expect, it } from 'vitest';
import { parseScriptDraft } from './script-draft.ts';

describe('parseScriptDraft', () => {
  it('reads back a stored draft', () => {
    const draft = {
      cadence: 'access(all) fun main() {}',
      args: { a: { text: '0x01', isNil: false } },
      blockHeight: '12',
    };
    expect(parseScriptDraft(draft)).toEqual(draft);
  });

  it('drops a malformed or over-long argument but keeps the rest of the draft', () => {
    expect(
      parseScriptDraft({ cadence: 'x', args: { a: { text: '1', isNil: false }, b: { text: 3 } } }),
    ).toEqual({ cadence: 'x', args: { a: { text: '1', isNil: false } }, blockHeight: '' });
    expect(
      parseScriptDraft({
        cadence: 'x',
        args: {
          a: { text: 'x'.repeat(16 * 1024 + 1), isNil: false },
          b: { text: 'x'.repeat(16 * 1024), isNil: false },
        },
        blockHeight: '7',
      }),
    ).toEqual({
      cadence: 'x',
      args: { b: { text: 'x'.repeat(16 * 1024), isNil: false } },
      blockHeight: '7',
    });
  });

  it('refuses anything that is not a draft', () => {
    expect(parseScriptDraft(null)).toBeNull();
    expect(parseScriptDraft({ cadence: 1, args: {} })).toBeNull();
    expect(parseScriptDraft({ cadence: 'x', args: [] })).toBeNull();
    expect(parseScriptDraft({ cadence: 'x'.repeat(64 * 1024 + 1), args: {} })).toBeNull();
  });

  it('keeps a `__proto__` argument as an own entry, not as the prototype', () => {
    const draft = parseScriptDraft(
      JSON.parse('{"cadence":"x","args":{"__proto__":{"text":"1","isNil":false}}}'),
    );
    expect(Object.getPrototypeOf(draft?.args)).toBe(Object.prototype);
    expect(Object.hasOwn(draft?.args ?? {}, '__proto__')).toBe(true);
  });

  it('forgets a block height that is not digits', () => {
    expect(parseScriptDraft({ cadence: 'x', args: {}, blockHeight: '1e3' })?.blockHeight).toBe('');
  });

  it('keeps the first 64 valid arguments, named anything', () => {
    const args = Object.fromEntries([
      ['bad', { text: 'x', isNil: 'no' }],
      ['constructor', { text: 'c', isNil: false }],
      ['prototype', { text: '', isNil: true }],
      ...Array.from({ length: 70 }, (_, index) => [
        `p${index}`,
        { text: `${index}`, isNil: false },
      ]),
    ]);
    const kept = parseScriptDraft({ cadence: 'x', args })?.args ?? {};
    expect(Object.keys(kept)).toHaveLength(64);
    expect(kept.constructor).toEqual({ text: 'c', isNil: false });
    expect(Object.getOwnPropertyDescriptor(kept, 'prototype')?.value).toEqual({
      text: '',
      isNil: true,
    });
    expect(kept.p61).toEqual({ text: '61', isNil: false });
    expect(Object.hasOwn(kept, 'p62')).toBe(false);
    expect(Object.hasOwn(kept, 'bad')).toBe(false);
  });

  it('refuses arguments that are not an object', () => {
    expect(parseScriptDraft({ cadence: 'x', args: null })).toBeNull();
    expect(parseScriptDraft({ cadence: 'x' })).toBeNull();
  });
});
