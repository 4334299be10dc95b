import { describe, expect, it } from 'vitest';
import { CadenceShapeError, field, read } from './read-cadence.ts';

describe('read', () => {
  it('reads FCL-decoded values exactly', () => {
    expect(read.ufix64('184467440737.09551615')).toBe(18446744073709551615n);
    expect(
      read.uint('115792089237316195423570985008687907853269984665640564039457584007913129639935'),
    ).toBe(2n ** 256n - 1n);
    expect(read.count('42')).toBe(42);
    expect(read.address('0x01cf0e2f2f715450')).toBe('0x01cf0e2f2f715450');
    expect(read.optional(null, 'x', read.string)).toBeNull();
    expect(read.optional('a', 'x', read.string)).toBe('a');
  });

  it('names the path of an unexpected value', () => {
    const struct = read.struct({ balance: 12.5, nested: { name: 1 } });
    expect(() => field(struct, 'balance', read.ufix64)).toThrow(
      new CadenceShapeError('balance', 'a UFix64'),
    );
    expect(() =>
      field(read.struct(struct.nested, 'nested'), 'name', read.string, 'nested'),
    ).toThrow(/nested\.name/);
    expect(() => read.count('1e3')).toThrow(CadenceShapeError);
    expect(() => read.count(String(2 ** 60))).toThrow(CadenceShapeError);
    expect(() => read.array({})).toThrow(CadenceShapeError);
    expect(() => read.struct([])).toThrow(CadenceShapeError);
  });
});
