import { beforeAll, describe, expect, it } from 'vitest';
import { addressArg, checkJsonCadence } from '../../emulator/src/json-cadence.ts';
import {
  type CadenceType,
  describeCadenceEntryPoint,
  describeCadenceEntryPointTyped,
} from '../../src/flow/cadence/parameters.ts';
import { cadenceParser } from '../../src/flow/cadence/testing/cadence-parser.ts';
import { normalizeCadence } from '../src/cadence.ts';

let parse: (source: string) => unknown;
beforeAll(async () => {
  const parser = await cadenceParser();
  parse = (source) => (parser.parse(source) as { program: unknown }).program;
});

const nominal = (name: string): CadenceType => ({ kind: 'nominal', name });

describe('describeCadenceEntryPoint', () => {
  it('describes a script with composite parameter types', () => {
    const program = parse(
      'access(all) fun main(a: Address, b: [UInt64], c: {String: AnyStruct}, d: String?, e: &Account, f: auth(Storage) &Account, g: [UInt8; 3], h: Capability<&{FungibleToken.Receiver}>): UFix64 { return 1.0 }',
    );
    expect(describeCadenceEntryPoint(program)).toEqual({
      kind: 'script',
      parameters: [
        { name: 'a', type: 'Address' },
        { name: 'b', type: '[UInt64]' },
        { name: 'c', type: '{String: AnyStruct}' },
        { name: 'd', type: 'String?' },
        { name: 'e', type: '&Account' },
        { name: 'f', type: 'auth(Storage) &Account' },
        { name: 'g', type: '[UInt8; 3]' },
        { name: 'h', type: 'Capability<&{FungibleToken.Receiver}>' },
      ],
    });
  });

  it('describes a transaction', () => {
    const program = parse(
      'import "FlowToken"\ntransaction(amount: UFix64, to: Address) { execute {} }',
    );
    expect(describeCadenceEntryPoint(program)).toEqual({
      kind: 'transaction',
      parameters: [
        { name: 'amount', type: 'UFix64' },
        { name: 'to', type: 'Address' },
      ],
    });
    expect(describeCadenceEntryPoint(parse('transaction { execute {} }')).parameters).toEqual([]);
  });

  it('throws without an entry point', () => {
    expect(() => describeCadenceEntryPoint(parse('access(all) fun other() {}'))).toThrow(
      'neither a transaction nor a main function',
    );
  });

  it('gives structured types', () => {
    const typed = describeCadenceEntryPointTyped(parse('access(all) fun main(x: [String?]) {}'));
    expect(typed.parameters[0]?.cadenceType).toEqual({
      kind: 'array',
      element: { kind: 'optional', type: nominal('String') },
    });
  });
});

describe('normalizeCadence', () => {
  it('turns FCL-rewritten imports back into string imports', () => {
    expect(normalizeCadence('import FlowToken from 0x0ae53cb6e3f42a79\r\nx  \n')).toBe(
      'import "FlowToken"\nx',
    );
  });
});

describe('checkJsonCadence', () => {
  it('accepts well-formed values', () => {
    expect(checkJsonCadence({ type: 'UFix64', value: '1.50000000' }, nominal('UFix64'))).toBeNull();
    expect(
      checkJsonCadence({ type: 'Address', value: '0x01cf0e2f2f715450' }, nominal('Address')),
    ).toBeNull();
    expect(checkJsonCadence({ type: 'UInt8', value: '255' }, nominal('UInt8'))).toBeNull();
    expect(
      checkJsonCadence(
        { type: 'Optional', value: null },
        { kind: 'optional', type: nominal('String') },
      ),
    ).toBeNull();
    expect(
      checkJsonCadence(
        { type: 'Array', value: [{ type: 'UInt64', value: '1' }] },
        { kind: 'array', element: nominal('UInt64') },
      ),
    ).toBeNull();
    expect(
      checkJsonCadence(
        {
          type: 'Dictionary',
          value: [{ key: { type: 'String', value: 'a' }, value: { type: 'Bool', value: true } }],
        },
        { kind: 'dictionary', key: nominal('String'), value: nominal('AnyStruct') },
      ),
    ).toBeNull();
  });

  it('rejects wrong types and formats', () => {
    expect(checkJsonCadence({ type: 'String', value: '1.0' }, nominal('UFix64'))).toBe(
      'expected value of type `UFix64`, got `String`',
    );
    expect(checkJsonCadence({ type: 'UFix64', value: '1' }, nominal('UFix64'))).toContain(
      'invalid UFix64',
    );
    expect(
      checkJsonCadence({ type: 'Address', value: '01cf0e2f2f715450' }, nominal('Address')),
    ).toContain('invalid address');
    expect(checkJsonCadence({ type: 'UInt8', value: '256' }, nominal('UInt8'))).toContain(
      'out of range',
    );
    expect(checkJsonCadence({ type: 'UInt64', value: 1 }, nominal('UInt64'))).toContain(
      'invalid UInt64',
    );
    expect(
      checkJsonCadence(
        { type: 'Array', value: [{ type: 'Int', value: '1' }] },
        { kind: 'array', element: nominal('UInt64') },
      ),
    ).toBe('element 0: expected value of type `UInt64`, got `Int`');
    expect(checkJsonCadence('nope', nominal('String'))).toContain('invalid JSON Cadence');
  });
});

describe("JSON-Cadence as Cadence's decoder reads it", () => {
  it('accepts 1 to 16 hex digits after 0x for an Address, and pads them', () => {
    for (const value of ['0x1', '0x01', '0xf8d6e0586b0a20c7', '0xABCDEF']) {
      expect(checkJsonCadence({ type: 'Address', value }, nominal('Address'))).toBeNull();
    }
    expect(addressArg({ type: 'Address', value: '0x1' })).toBe('0x0000000000000001');
    expect(addressArg({ type: 'Address', value: '0xABCDEF' })).toBe('0x0000000000abcdef');
    for (const value of ['0x', '1', 'f8d6e0586b0a20c7', '0x11111111111111111', '0xzz', '0X01']) {
      expect(checkJsonCadence({ type: 'Address', value }, nominal('Address'))).not.toBeNull();
    }
  });

  it('bounds Fix64 to [-2^63, 2^63 - 1] units', () => {
    const fix = (value: string) => checkJsonCadence({ type: 'Fix64', value }, nominal('Fix64'));
    expect(fix('92233720368.54775807')).toBeNull();
    expect(fix('92233720368.54775808')).toContain('out of range');
    expect(fix('-92233720368.54775808')).toBeNull();
    expect(fix('-92233720368.54775809')).toContain('out of range');
  });

  it('has no lower bound for Int', () => {
    const huge = `-${'9'.repeat(400)}`;
    expect(checkJsonCadence({ type: 'Int', value: huge }, nominal('Int'))).toBeNull();
  });
});

describe('UFix64 arguments', () => {
  it('need a dot and 1–8 decimals, no sign or spaces, within range', () => {
    const ufix = (value: string) => checkJsonCadence({ type: 'UFix64', value }, nominal('UFix64'));
    expect(ufix('1.5')).toBeNull();
    expect(ufix('184467440737.09551615')).toBeNull();
    for (const value of ['184467440737.09551616', '1', '1.123456789', '-1.0', ' 1.0', '.5', '1.']) {
      expect(ufix(value)).not.toBeNull();
    }
  });
});
