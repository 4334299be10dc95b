import { decode as fclDecode } from '@onflow/fcl';
import { describe, expect, it } from 'vitest';
import { decodeJsonCadence } from './decode-json-cadence.ts';
import type { CadenceValue } from './json-cadence.ts';

const flowToken = 'A.0ae53cb6e3f42a79.FlowToken.Vault';
const string = (value: string): CadenceValue => ({ type: 'String', value });
const uint64 = (value: string): CadenceValue => ({ type: 'UInt64', value });

/** Values of every kind the access node returns, alone and nested. */
const CORPUS: readonly (readonly [string, CadenceValue])[] = [
  ['Void', { type: 'Void' }],
  ['UFix64', { type: 'UFix64', value: '184467440737.09551615' }],
  ['UInt256', { type: 'UInt256', value: (2n ** 256n - 1n).toString() }],
  ['Int', { type: 'Int', value: '-42' }],
  ['Word8', { type: 'Word8', value: '255' }],
  ['Fix64', { type: 'Fix64', value: '-1.50000000' }],
  ['Bool', { type: 'Bool', value: false }],
  ['Address', { type: 'Address', value: '0x01cf0e2f2f715450' }],
  ['Character', { type: 'Character', value: 'é' }],
  ['String', string('<b>not html</b>')],
  ['nil', { type: 'Optional', value: null }],
  ['Optional', { type: 'Optional', value: { type: 'Optional', value: string('inner') } }],
  ['empty Array', { type: 'Array', value: [] }],
  ['Array', { type: 'Array', value: [uint64('1'), uint64('2')] }],
  [
    'Dictionary with non-text keys',
    {
      type: 'Dictionary',
      value: [
        { key: uint64('7'), value: string('seven') },
        { key: { type: 'Address', value: '0x01' }, value: { type: 'Bool', value: true } },
      ],
    },
  ],
  [
    'Struct with nested values',
    {
      type: 'Struct',
      value: {
        id: 'A.01.Summary.Info',
        fields: [
          { name: 'balance', value: { type: 'UFix64', value: '1.00000000' } },
          { name: 'ids', value: { type: 'Array', value: [uint64('3')] } },
          { name: 'coa', value: { type: 'Optional', value: null } },
        ],
      },
    },
  ],
  ['Resource', { type: 'Resource', value: { id: flowToken, fields: [] } }],
  [
    'Event',
    {
      type: 'Event',
      value: { id: 'A.01.X.E', fields: [{ name: 'amount', value: uint64('9') }] },
    },
  ],
  [
    'Enum',
    {
      type: 'Enum',
      value: { id: 'A.01.X.Color', fields: [{ name: 'rawValue', value: uint64('1') }] },
    },
  ],
  ['Path', { type: 'Path', value: { domain: 'storage', identifier: 'flowTokenVault' } }],
  [
    'Capability',
    { type: 'Capability', value: { id: '3', address: '0x01', borrowType: { kind: 'Int' } } },
  ],
  [
    'Type',
    { type: 'Type', value: { staticType: { kind: 'Resource', typeID: flowToken, fields: [] } } },
  ],
  ['empty Type', { type: 'Type', value: { staticType: '' } }],
  [
    'InclusiveRange',
    {
      type: 'InclusiveRange',
      value: {
        start: { type: 'Int', value: '1' },
        end: { type: 'Int', value: '9' },
        step: { type: 'Int', value: '2' },
      },
    },
  ],
];

describe('decodeJsonCadence', () => {
  it.each(CORPUS)('gives what FCL’s decode gives for %s', async (_name, value) => {
    expect(decodeJsonCadence(value)).toEqual(await fclDecode({ encodedData: value }));
  });

  it('gives what FCL gives for every value of the corpus in one dictionary', async () => {
    const all: CadenceValue = {
      type: 'Dictionary',
      value: CORPUS.map(([name, value]) => ({ key: string(name), value })),
    };
    expect(decodeJsonCadence(all)).toEqual(await fclDecode({ encodedData: all }));
  });

  it.each([
    ['a Contract', { type: 'Contract', value: { id: 'A.01.X', fields: [] } }],
    ['a Function', { type: 'Function', value: { functionType: { kind: 'Function' } } }],
  ])('refuses %s, as FCL does', async (_name, value) => {
    await expect(fclDecode({ encodedData: value })).rejects.toThrow(/Undefined Decoder Error/);
    expect(() => decodeJsonCadence(value)).toThrow(/Undefined Decoder Error/);
  });

  it.each([
    ['not an object', 'text'],
    ['no type', { value: '1' }],
    ['an Array whose value is not a list', { type: 'Array', value: 'x' }],
    ['a Struct without fields', { type: 'Struct', value: { id: 'A.01.X.S' } }],
  ])('refuses %s', (_name, value) => {
    expect(() => decodeJsonCadence(value)).toThrow(/Not JSON-Cadence/);
  });

  it('keeps a dictionary key named __proto__ as data, never as the prototype', () => {
    const decoded = decodeJsonCadence({
      type: 'Dictionary',
      value: [
        {
          key: string('__proto__'),
          value: {
            type: 'Struct',
            value: {
              id: 'A.01.X.S',
              fields: [{ name: 'polluted', value: { type: 'Bool', value: true } }],
            },
          },
        },
      ],
    }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
    expect(Object.keys(decoded)).toEqual(['__proto__']);
    expect((decoded as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
