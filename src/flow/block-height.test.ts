import { describe, expect, it } from 'vitest';
import { blockHeightProblem, checkBlockHeight } from './block-height.ts';

describe('checkBlockHeight', () => {
  it('treats empty as the latest block and reads digits exactly', () => {
    expect(checkBlockHeight('  ')).toEqual({ ok: true, height: undefined });
    expect(checkBlockHeight(' 1 ')).toEqual({ ok: true, height: 1n });
    expect(checkBlockHeight('9007199254740991')).toEqual({ ok: true, height: 9007199254740991n });
  });

  it('refuses signs, decimals, 0 and heights FCL cannot send exactly', () => {
    expect(checkBlockHeight('-1').ok).toBe(false);
    expect(checkBlockHeight('1.5').ok).toBe(false);
    expect(checkBlockHeight('0')).toEqual({
      ok: false,
      message: 'Scripts cannot be run at block height 0 here; use 1 or later.',
    });
    expect(checkBlockHeight('9007199254740992')).toEqual({
      ok: false,
      message: 'A block height is at most 9007199254740991.',
    });
    expect(checkBlockHeight('18446744073709551615').ok).toBe(false);
    expect(checkBlockHeight('9'.repeat(5000)).ok).toBe(false);
  });
});

describe('blockHeightProblem', () => {
  it('accepts 1 … 2^53 − 1 only', () => {
    expect(blockHeightProblem(1n)).toBeNull();
    expect(blockHeightProblem(2n ** 53n - 1n)).toBeNull();
    expect(blockHeightProblem(0n)).not.toBeNull();
    expect(blockHeightProblem(-1n)).not.toBeNull();
    expect(blockHeightProblem(2n ** 53n)).not.toBeNull();
  });
});
