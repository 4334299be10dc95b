import { describe, expect, it } from 'vitest';
import { flowAddressAtIndex } from '../../flow/address.ts';
import type { CadenceType } from '../../flow/cadence/parameters.ts';
import type { ArgumentDraft } from './argument-drafts.ts';
import { argumentInputFor, encodeArgument, placeholderFor } from './argument-inputs.ts';

const nominal = (name: string): CadenceType => ({ kind: 'nominal', name });
const optional = (type: CadenceType): CadenceType => ({ kind: 'optional', type });
const array = (element: CadenceType, size?: number): CadenceType =>
  size === undefined ? { kind: 'array', element } : { kind: 'array', element, size };
const dictionary = (key: CadenceType, value: CadenceType): CadenceType => ({
  kind: 'dictionary',
  key,
  value,
});
const draft = (text: string, isNil = false): ArgumentDraft => ({ text, isNil });

const TESTNET_ADDRESS = flowAddressAtIndex(5, 'testnet');
const LOCAL_ADDRESS = flowAddressAtIndex(5, 'local');

function message(type: CadenceType, text: string, network: 'local' | 'testnet' = 'testnet') {
  const result = encodeArgument(type, draft(text), network);
  return result.ok ? `ok ${JSON.stringify(result.value)}` : result.message;
}

function value(type: CadenceType, text: string, network: 'local' | 'testnet' = 'testnet') {
  const result = encodeArgument(type, draft(text), network);
  if (!result.ok) throw new Error(`expected ok, got: ${result.message}`);
  return result.value;
}

describe('argumentInputFor', () => {
  it('picks an input per Cadence type', () => {
    expect(argumentInputFor(nominal('Address')).kind).toBe('address');
    expect(argumentInputFor(nominal('UFix64')).kind).toBe('ufix64');
    expect(argumentInputFor(nominal('Fix64')).kind).toBe('fix64');
    expect(argumentInputFor(nominal('String')).kind).toBe('string');
    expect(argumentInputFor(nominal('Character')).kind).toBe('character');
    expect(argumentInputFor(nominal('Bool')).kind).toBe('bool');
    expect(argumentInputFor(nominal('StoragePath'))).toEqual({
      kind: 'path',
      cadenceName: 'StoragePath',
    });
    expect(argumentInputFor(optional(nominal('Address')))).toEqual({
      kind: 'optional',
      inner: { kind: 'address' },
    });
    expect(argumentInputFor(array(nominal('Address')))).toEqual({ kind: 'json', shape: 'array' });
    expect(argumentInputFor(array(nominal('UInt8'), 3))).toEqual({ kind: 'json', shape: 'array' });
    expect(argumentInputFor(dictionary(nominal('String'), nominal('Int')))).toEqual({
      kind: 'json',
      shape: 'dictionary',
    });
  });

  it('gives integer types their exact bounds', () => {
    expect(argumentInputFor(nominal('UInt8'))).toEqual({
      kind: 'integer',
      cadenceName: 'UInt8',
      min: 0n,
      max: 255n,
    });
    expect(argumentInputFor(nominal('Int256'))).toMatchObject({
      min: -(2n ** 255n),
      max: 2n ** 255n - 1n,
    });
    expect(argumentInputFor(nominal('Int'))).toMatchObject({ min: null, max: null });
    expect(argumentInputFor(nominal('UInt'))).toMatchObject({ min: 0n, max: null });
  });

  it('says why a type cannot be entered, including inside arrays and as dictionary keys', () => {
    expect(argumentInputFor(nominal('AnyStruct'))).toMatchObject({ kind: 'unsupported' });
    expect(argumentInputFor(array(nominal('AnyStruct')))).toMatchObject({ kind: 'unsupported' });
    expect(argumentInputFor(dictionary(array(nominal('Int')), nominal('Int')))).toMatchObject({
      kind: 'unsupported',
      reason: expect.stringMatching(/keys/),
    });
    expect(argumentInputFor({ kind: 'resource', type: nominal('NFT') })).toMatchObject({
      kind: 'unsupported',
    });
  });
});

describe('encodeArgument: addresses', () => {
  it('accepts an address of the current network, normalised to 16 lowercase digits', () => {
    expect(value(nominal('Address'), TESTNET_ADDRESS.toUpperCase().replace('0X', '0x'))).toEqual({
      type: 'Address',
      value: TESTNET_ADDRESS,
    });
    expect(value(nominal('Address'), ` ${TESTNET_ADDRESS.slice(2)} `)).toEqual({
      type: 'Address',
      value: TESTNET_ADDRESS,
    });
  });

  it('refuses another network’s address by its checksum', () => {
    expect(message(nominal('Address'), LOCAL_ADDRESS, 'testnet')).toBe(
      'Not a testnet address: checksum fails',
    );
    expect(message(nominal('Address'), TESTNET_ADDRESS, 'local')).toBe(
      'Not a local address: checksum fails',
    );
  });

  it('refuses malformed and empty addresses', () => {
    expect(message(nominal('Address'), '0xZZ')).toMatch(/^Not a Flow address/);
    expect(message(nominal('Address'), `${TESTNET_ADDRESS}00`)).toMatch(/^Not a Flow address/);
    expect(message(nominal('Address'), '')).toBe('Enter an address');
  });
});

describe('encodeArgument: numbers', () => {
  it('checks integer ranges with exact bigint bounds', () => {
    expect(message(nominal('UInt8'), '300')).toBe('UInt8 is at most 255');
    expect(message(nominal('UInt8'), '-1')).toBe('UInt8 cannot be negative');
    expect(message(nominal('Int8'), '-129')).toBe('Int8 is at least -128');
    expect(value(nominal('UInt8'), '255')).toEqual({ type: 'UInt8', value: '255' });
    expect(value(nominal('UInt64'), '18446744073709551615')).toEqual({
      type: 'UInt64',
      value: '18446744073709551615',
    });
    expect(message(nominal('UInt64'), '18446744073709551616')).toBe(
      'UInt64 is at most 18446744073709551615',
    );
    expect(value(nominal('Int'), '-0012')).toEqual({ type: 'Int', value: '-12' });
    expect(message(nominal('Int'), '1.5')).toMatch(/whole number/);
    expect(message(nominal('Int'), '1e3')).toMatch(/digits only/);
    expect(message(nominal('UInt'), '')).toBe('Enter a whole number');
  });

  it('encodes UFix64 with 8 decimals and refuses a ninth', () => {
    expect(value(nominal('UFix64'), '1.5')).toEqual({ type: 'UFix64', value: '1.50000000' });
    expect(value(nominal('UFix64'), '184467440737.09551615')).toEqual({
      type: 'UFix64',
      value: '184467440737.09551615',
    });
    expect(message(nominal('UFix64'), '0.123456789')).toBe('UFix64: At most 8 decimal places');
    expect(message(nominal('UFix64'), '184467440737.09551616')).toBe(
      'UFix64: Amount is above the UFix64 maximum (184467440737.09551615)',
    );
    expect(message(nominal('UFix64'), '-1.0')).toBe('UFix64: Amount cannot be negative');
    expect(message(nominal('UFix64'), '1e5')).toMatch(/no e/);
    expect(message(nominal('UFix64'), ' ')).toBe('Enter a number');
  });

  it('encodes Fix64 with its sign and bounds', () => {
    expect(value(nominal('Fix64'), '-0.5')).toEqual({ type: 'Fix64', value: '-0.50000000' });
    expect(value(nominal('Fix64'), '-92233720368.54775808')).toEqual({
      type: 'Fix64',
      value: '-92233720368.54775808',
    });
    expect(message(nominal('Fix64'), '92233720368.54775808')).toBe(
      'Fix64: Above the Fix64 maximum (92233720368.54775807)',
    );
    expect(message(nominal('Fix64'), '-92233720368.54775809')).toMatch(/Below the Fix64 minimum/);
    expect(message(nominal('Fix64'), '-0.123456789')).toBe('Fix64: At most 8 decimal places');
  });
});

describe('encodeArgument: text, bool, paths, optionals', () => {
  it('keeps strings exactly, spaces included', () => {
    expect(value(nominal('String'), ' a "b" ')).toEqual({ type: 'String', value: ' a "b" ' });
  });

  it('takes exactly one grapheme as a Character', () => {
    expect(value(nominal('Character'), '👍🏽')).toEqual({ type: 'Character', value: '👍🏽' });
    expect(message(nominal('Character'), 'ab')).toBe('Character is exactly one character');
  });

  it('takes true or false', () => {
    expect(value(nominal('Bool'), 'false')).toEqual({ type: 'Bool', value: false });
    expect(message(nominal('Bool'), 'yes')).toBe('Bool is true or false');
  });

  it('encodes paths as domain and identifier, per path type', () => {
    expect(value(nominal('StoragePath'), '/storage/flowTokenVault')).toEqual({
      type: 'Path',
      value: { domain: 'storage', identifier: 'flowTokenVault' },
    });
    expect(message(nominal('StoragePath'), '/public/x')).toMatch(/starts with \/storage\//);
    expect(message(nominal('Path'), 'storage/x')).toMatch(/looks like/);
  });

  it('has no private paths: they were removed in Cadence 1.0', () => {
    expect(message(nominal('Path'), '/private/x')).toMatch(/looks like/);
    expect(argumentInputFor(nominal('PrivatePath'))).toEqual({
      kind: 'unsupported',
      reason: expect.stringMatching(/removed in Cadence 1\.0/),
    });
    expect(argumentInputFor(nominal('CapabilityPath')).kind).toBe('unsupported');
    expect(message(nominal('CapabilityPath'), '/public/x')).toMatch(/removed in Cadence 1\.0/);
  });

  it('refuses an argument over 16 KB, as reading it back would', () => {
    expect(message(nominal('String'), 'x'.repeat(16 * 1024))).toMatch(/^ok /);
    expect(message(nominal('String'), 'x'.repeat(16 * 1024 + 1))).toBe(
      'An argument is at most 16 KB (16,384 characters).',
    );
  });

  it('sends nil when the box is ticked, and checks the inner value otherwise', () => {
    const type = optional(nominal('UInt8'));
    expect(encodeArgument(type, draft('999', true), 'testnet')).toEqual({
      ok: true,
      value: { type: 'Optional', value: null },
    });
    expect(value(type, '7')).toEqual({ type: 'Optional', value: { type: 'UInt8', value: '7' } });
    expect(message(type, '300')).toBe('UInt8 is at most 255');
  });

  it('reports an unsupported type as the field error', () => {
    expect(message(nominal('AnyStruct'), 'x')).toMatch(/cannot build a AnyStruct/);
  });
});

describe('encodeArgument: JSON arrays and dictionaries', () => {
  it('encodes each element by its type, numbers exactly', () => {
    expect(value(array(nominal('UInt64')), '[1, "2", 18446744073709551615]')).toEqual({
      type: 'Array',
      value: [
        { type: 'UInt64', value: '1' },
        { type: 'UInt64', value: '2' },
        { type: 'UInt64', value: '18446744073709551615' },
      ],
    });
    expect(value(array(nominal('UFix64')), '[0.1, "2"]')).toEqual({
      type: 'Array',
      value: [
        { type: 'UFix64', value: '0.10000000' },
        { type: 'UFix64', value: '2.00000000' },
      ],
    });
  });

  it('says which element is wrong', () => {
    expect(message(array(nominal('UInt8')), '[1, 300]')).toBe('item 2: UInt8 is at most 255');
    expect(message(array(nominal('Address')), `["${LOCAL_ADDRESS}"]`)).toBe(
      'item 1: Not a testnet address: checksum fails',
    );
    expect(message(array(nominal('Bool')), '["true"]')).toBe('item 1: Expected Bool, got a string');
    expect(message(array(nominal('Int')), '{}')).toMatch(/is a JSON list/);
    expect(message(array(nominal('Int')), '[1,')).toMatch(/^Not valid JSON/);
  });

  it('checks a constant-sized array’s length', () => {
    expect(message(array(nominal('Int'), 2), '[1]')).toBe('[Int; 2] has exactly 2 items, not 1');
    expect(value(array(nominal('Int'), 2), '[1, 2]')).toMatchObject({ type: 'Array' });
  });

  it('encodes nested optionals and arrays', () => {
    expect(value(array(optional(array(nominal('Bool')))), '[null, [true]]')).toEqual({
      type: 'Array',
      value: [
        { type: 'Optional', value: null },
        {
          type: 'Optional',
          value: { type: 'Array', value: [{ type: 'Bool', value: true }] },
        },
      ],
    });
  });

  it('takes a nested optional as JSON, null being nil', () => {
    const type = optional(optional(nominal('Int')));
    expect(argumentInputFor(type)).toEqual({ kind: 'json', shape: 'optional' });
    expect(value(type, 'null')).toEqual({ type: 'Optional', value: null });
    expect(value(type, '5')).toEqual({
      type: 'Optional',
      value: { type: 'Optional', value: { type: 'Int', value: '5' } },
    });
  });

  it('encodes dictionary keys by the key type', () => {
    expect(
      value(dictionary(nominal('Address'), nominal('UFix64')), `{"${TESTNET_ADDRESS}": "1.5"}`),
    ).toEqual({
      type: 'Dictionary',
      value: [
        {
          key: { type: 'Address', value: TESTNET_ADDRESS },
          value: { type: 'UFix64', value: '1.50000000' },
        },
      ],
    });
    expect(message(dictionary(nominal('UInt8'), nominal('String')), '{"256": "x"}')).toBe(
      'key "256": UInt8 is at most 255',
    );
    expect(message(dictionary(nominal('String'), nominal('Int')), '[]')).toMatch(
      /is a JSON object/,
    );
  });

  it('refuses absurdly deep nesting instead of recursing without end', () => {
    let type: CadenceType = nominal('Int');
    for (let depth = 0; depth < 40; depth++) type = array(type);
    expect(message(type, `${'['.repeat(40)}1${']'.repeat(40)}`)).toMatch(/nested too deeply/);
  });
});

describe('placeholderFor', () => {
  it('shows the shape to type, with an address that passes this network’s checksum', () => {
    const service = flowAddressAtIndex(1, 'testnet');
    expect(placeholderFor(nominal('Address'), 'testnet')).toBe('0x…');
    expect(placeholderFor(nominal('UFix64'), 'testnet')).toBe('0.0');
    expect(placeholderFor(array(nominal('Address')), 'testnet')).toBe(`["${service}"]`);
    expect(placeholderFor(dictionary(nominal('String'), array(nominal('UInt64'))), 'testnet')).toBe(
      '{"key": [1]}',
    );
    expect(placeholderFor(optional(nominal('UFix64')), 'testnet')).toBe('0.0');
    expect(placeholderFor(optional(array(nominal('Address'))), 'testnet')).toBe(`["${service}"]`);
  });

  it('gives examples that encode as they are on every network', () => {
    const types = [
      array(nominal('Address')),
      dictionary(nominal('Address'), nominal('UFix64')),
      optional(array(nominal('Address'))),
    ];
    for (const network of ['local', 'testnet', 'mainnet'] as const) {
      for (const type of types) {
        const example = placeholderFor(type, network);
        expect(encodeArgument(type, draft(example), network).ok, `${network} ${example}`).toBe(
          true,
        );
      }
    }
  });
});
