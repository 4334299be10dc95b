import { describe, expect, it } from 'vitest';
import { checkBlockHeight, parseScriptDraft } from './script-draft.ts';

describe('parseScriptDraft', () => {
  it('reads back a stored draft', () => {
    const draft = {
      cadence: 'access(all) fun main() {}',
      args: { a: { text: '0x01', isNil: false } },
      blockHeight: '12',
    };
    expect(parseScriptDraft(draft)).toEqual(draft);
  });

  it('refuses a draft with a malformed argument, so the page starts afresh', () => {
    expect(
      parseScriptDraft({ cadence: 'x', args: { a: { text: '1', isNil: false }, b: { text: 3 } } }),
    ).toBeNull();
    expect(
      parseScriptDraft({
        cadence: 'x',
        args: { a: { text: 'x'.repeat(16 * 1024 + 1), isNil: false } },
      }),
    ).toBeNull();
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

describe('checkBlockHeight', () => {
  it('treats empty as the latest block and reads digits exactly', () => {
    expect(checkBlockHeight('  ')).toEqual({ ok: true, height: undefined });
    expect(checkBlockHeight('18446744073709551615')).toEqual({
      ok: true,
      height: 18446744073709551615n,
    });
  });

  it('refuses signs, decimals and heights beyond UInt64', () => {
    expect(checkBlockHeight('-1').ok).toBe(false);
    expect(checkBlockHeight('1.5').ok).toBe(false);
    expect(checkBlockHeight('18446744073709551616')).toEqual({
      ok: false,
      message: 'A block height is at most 2^64 − 1.',
    });
  });
});
