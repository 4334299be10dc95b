import { describe, expect, it } from 'vitest';
import { defineScript, encodeArguments } from './define-cadence.ts';

const script = defineScript('access(all) fun main() {}', [
  ['who', 'Address'],
  ['amount', 'UFix64'],
  ['ids', '[UInt64]'],
  ['note', 'String'],
  ['flag', 'Bool'],
]);

describe('encodeArguments', () => {
  it('encodes in declaration order as JSON-Cadence', () => {
    expect(
      encodeArguments(script, {
        who: '0x01CF0E2F2F715450',
        amount: 150_000_000n,
        ids: [1n, 18446744073709551615n],
        note: '<b>not html</b>',
        flag: false,
      }),
    ).toEqual([
      { type: 'Address', value: '0x01cf0e2f2f715450' },
      { type: 'UFix64', value: '1.50000000' },
      {
        type: 'Array',
        value: [
          { type: 'UInt64', value: '1' },
          { type: 'UInt64', value: '18446744073709551615' },
        ],
      },
      { type: 'String', value: '<b>not html</b>' },
      { type: 'Bool', value: false },
    ]);
  });

  it('refuses values that would make an invalid argument', () => {
    const valid = { who: '0x01cf0e2f2f715450', amount: 1n, ids: [], note: '', flag: true };
    expect(() => encodeArguments(script, { ...valid, who: '01cf0e2f2f715450' })).toThrow(/who/);
    expect(() => encodeArguments(script, { ...valid, amount: -1n })).toThrow(RangeError);
    expect(() => encodeArguments(script, { ...valid, ids: [-1n] })).toThrow(/ids/);
  });
});

describe('encodeArguments for optionals and [UInt]', () => {
  const withOptional = defineScript('access(all) fun main() {}', [
    ['hex', 'String?'],
    ['values', '[UInt]'],
  ]);

  it('encodes nil, a present String and a [UInt]', () => {
    expect(encodeArguments(withOptional, { hex: null, values: [0n, 10n ** 30n] })).toEqual([
      { type: 'Optional', value: null },
      {
        type: 'Array',
        value: [
          { type: 'UInt', value: '0' },
          { type: 'UInt', value: '1000000000000000000000000000000' },
        ],
      },
    ]);
    expect(encodeArguments(withOptional, { hex: 'd3bf', values: [] })[0]).toEqual({
      type: 'Optional',
      value: { type: 'String', value: 'd3bf' },
    });
  });

  it('refuses a negative UInt', () => {
    expect(() => encodeArguments(withOptional, { hex: null, values: [-1n] })).toThrow(/values/);
  });
});
