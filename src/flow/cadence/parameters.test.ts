import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CadenceType,
  describeCadenceEntryPoint,
  describeCadenceEntryPointTyped,
} from './parameters.ts';
import { cadenceParser } from './testing/cadence-parser.ts';

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
