import { describe, expect, it } from 'vitest';
import type { CadenceValue } from '../../flow/cadence/json-cadence.ts';
import {
  MAX_CHILDREN,
  MAX_DEPTH,
  MAX_NODES,
  MAX_TEXT_LENGTH,
  type ResultNode,
  toResultTree,
  typeJsonText,
} from './result-tree.ts';

const str = (value: string): CadenceValue => ({ type: 'String', value });
const u64 = (value: string): CadenceValue => ({ type: 'UInt64', value });

describe('toResultTree', () => {
  it('keeps scalars as exact text', () => {
    expect(toResultTree({ type: 'UFix64', value: '184467440737.09551615' })).toEqual({
      type: 'UFix64',
      text: '184467440737.09551615',
    });
    expect(
      toResultTree({
        type: 'Int256',
        value: '-57896044618658097711785492504343953926634992332820282019728792003956564819968',
      }).text,
    ).toBe('-57896044618658097711785492504343953926634992332820282019728792003956564819968');
    expect(toResultTree({ type: 'Bool', value: false })).toEqual({ type: 'Bool', text: 'false' });
    expect(toResultTree({ type: 'Void' })).toEqual({ type: 'Void', text: '()' });
    expect(toResultTree({ type: 'Address', value: '0x01cf0e2f2f715450' }).text).toBe(
      '0x01cf0e2f2f715450',
    );
    expect(toResultTree({ type: 'Character', value: 'é' })).toEqual({
      type: 'Character',
      text: 'é',
    });
  });

  it('shows a Bool whose value is not a boolean as malformed, not as false', () => {
    const malformed = JSON.parse('{"type":"Bool","value":"true"}') as CadenceValue;
    expect(toResultTree(malformed)).toEqual({ type: 'Bool', text: 'Not JSON-Cadence: true' });
    expect(toResultTree(JSON.parse('{"type":"Bool"}') as CadenceValue).text).toMatch(
      /^Not JSON-Cadence/,
    );
    expect(toResultTree({ type: 'Bool', value: true })).toEqual({ type: 'Bool', text: 'true' });
  });

  it('shows nil, and an Optional’s value with its type marked', () => {
    expect(toResultTree({ type: 'Optional', value: null })).toEqual({
      type: 'Optional',
      text: 'nil',
    });
    expect(toResultTree({ type: 'Optional', value: str('x') })).toEqual({
      type: 'String?',
      text: 'x',
    });
  });

  it('labels array items by index and dictionary values by key', () => {
    expect(toResultTree({ type: 'Array', value: [u64('1'), u64('2')] })).toEqual({
      type: 'Array',
      children: [
        { label: '0', type: 'UInt64', text: '1' },
        { label: '1', type: 'UInt64', text: '2' },
      ],
    });
    const tree = toResultTree({
      type: 'Dictionary',
      value: [
        { key: str('A.1.NFT.Collection'), value: { type: 'Array', value: [u64('7')] } },
        { key: { type: 'Address', value: '0x01' }, value: { type: 'UFix64', value: '1.0' } },
      ],
    });
    expect(tree.children?.map((child) => child.label)).toEqual(['"A.1.NFT.Collection"', '0x01']);
    expect(tree.children?.[0]?.children?.[0]).toEqual({ label: '0', type: 'UInt64', text: '7' });
  });

  it('shows composites with their type id and named fields', () => {
    for (const kind of ['Struct', 'Resource', 'Event', 'Contract', 'Enum'] as const) {
      const tree = toResultTree({
        type: kind,
        value: {
          id: 'A.1d7e57aa55817448.MetadataViews.Display',
          fields: [{ name: 'name', value: str('<script>alert(1)</script>') }],
        },
      });
      expect(tree).toEqual({
        type: kind,
        text: 'A.1d7e57aa55817448.MetadataViews.Display',
        children: [{ label: 'name', type: 'String', text: '<script>alert(1)</script>' }],
      });
    }
  });

  it('renders paths, types, capabilities, functions and ranges', () => {
    expect(
      toResultTree({ type: 'Path', value: { domain: 'public', identifier: 'flowTokenBalance' } }),
    ).toEqual({ type: 'Path', text: '/public/flowTokenBalance' });
    expect(
      toResultTree({
        type: 'Type',
        value: { staticType: { kind: 'VariableSizedArray', type: { kind: 'UInt64' } } },
      }),
    ).toEqual({ type: 'Type', text: '[UInt64]' });
    const capability = toResultTree({
      type: 'Capability',
      value: {
        id: '3',
        address: '0x01',
        borrowType: { kind: 'Reference', type: { kind: 'Resource', typeID: 'A.1.X.Vault' } },
      },
    });
    expect(capability.text).toBe('Capability<&A.1.X.Vault>');
    expect(capability.children?.map((child) => `${child.label}=${child.text}`)).toEqual([
      'id=3',
      'address=0x01',
      'borrowType=&A.1.X.Vault',
    ]);
    expect(
      toResultTree({
        type: 'Function',
        value: { functionType: { kind: 'Function', typeID: 'fun(Int): Int' } },
      }),
    ).toEqual({ type: 'Function', text: 'fun(Int): Int' });
    const range = toResultTree({
      type: 'InclusiveRange',
      value: {
        start: { type: 'Int', value: '1' },
        end: { type: 'Int', value: '9' },
        step: { type: 'Int', value: '2' },
      },
    });
    expect(range.children?.map((child) => `${child.label}=${child.text}`)).toEqual([
      'start=1',
      'end=9',
      'step=2',
    ]);
  });

  it('describes nested type descriptions', () => {
    expect(
      typeJsonText({
        kind: 'Dictionary',
        key: { kind: 'String' },
        value: {
          kind: 'Optional',
          type: { kind: 'ConstantSizedArray', type: { kind: 'Int' }, size: 2 },
        },
      }),
    ).toBe('{String: [Int; 2]?}');
    expect(typeJsonText('A.1.X.S')).toBe('A.1.X.S');
  });
});

describe('toResultTree caps', () => {
  it('shows at most 500 children and counts the rest', () => {
    const value: CadenceValue = {
      type: 'Array',
      value: Array.from({ length: MAX_CHILDREN + 25 }, (_, index) => u64(String(index))),
    };
    const tree = toResultTree(value);
    expect(tree.children).toHaveLength(MAX_CHILDREN);
    expect(tree.omitted).toBe(25);
  });

  it('clamps long text', () => {
    const tree = toResultTree(str('x'.repeat(MAX_TEXT_LENGTH + 5)));
    expect(tree.text).toHaveLength(MAX_TEXT_LENGTH + 1);
    expect(tree.text?.endsWith('…')).toBe(true);
  });

  it('stops at the depth cap', () => {
    let value: CadenceValue = str('bottom');
    for (let depth = 0; depth < MAX_DEPTH + 10; depth++) value = { type: 'Array', value: [value] };
    let node: ResultNode | undefined = toResultTree(value);
    let depth = 0;
    while (node?.children?.[0] !== undefined) {
      node = node.children[0];
      depth++;
    }
    expect(depth).toBe(MAX_DEPTH);
    expect(node?.text).toMatch(/nested too deeply/);
  });

  it('caps the whole tree’s size', () => {
    const row: CadenceValue = {
      type: 'Array',
      value: Array.from({ length: MAX_CHILDREN }, () => u64('1')),
    };
    const tree = toResultTree({ type: 'Array', value: Array.from({ length: 100 }, () => row) });
    let count = 0;
    const visit = (node: ResultNode) => {
      count++;
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
    expect(count).toBeLessThanOrEqual(MAX_NODES + MAX_CHILDREN + 1);
    expect((tree.omitted ?? 0) + (tree.children?.at(-1)?.omitted ?? 0)).toBeGreaterThan(0);
  });
});

describe('toResultTree on values that are not JSON-Cadence', () => {
  it('shows unexpected shapes as text instead of throwing', () => {
    const odd: CadenceValue = JSON.parse(
      '{"type":"Array","value":[42,{"type":"Struct","value":"x"},{"type":"Mystery","value":1}]}',
    );
    const tree = toResultTree(odd);
    expect(tree.children?.map((child) => child.type)).toEqual(['?', 'Struct', 'Mystery']);
    expect(tree.children?.[0]?.text).toMatch(/Not JSON-Cadence/);
  });
});
