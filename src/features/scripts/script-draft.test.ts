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
});
