import { describe, expect, it } from 'vitest';
import { SCRIPT_EXAMPLES } from './examples.ts';
import { runArguments, runTitle } from './run-title.ts';

describe('runTitle', () => {
  it('names an unchanged example by its title', () => {
    const example = SCRIPT_EXAMPLES[1];
    expect(example).toBeDefined();
    expect(runTitle(example?.cadence ?? '')).toBe(example?.title);
  });

  it('names an edited script by its opening comment', () => {
    const edited = `${SCRIPT_EXAMPLES[0]?.cadence ?? ''}\n// an edit`;
    expect(runTitle(edited)).toBe(
      'Example: the FLOW balance of one account, through its public balance capability.',
    );
    expect(runTitle('//\n///   Treasury check  \nimport "FlowToken"\n')).toBe('Treasury check');
  });

  it('names an uncommented script by its main signature, not its first line', () => {
    const cadence = [
      'import "FungibleToken"',
      'import "FlowToken"',
      '',
      'access(all) fun main(',
      '    owner: Address,',
      '    limit: UInt8',
      '): {String:   UFix64} {',
      '  return {}',
      '}',
    ].join('\n');
    expect(runTitle(cadence)).toBe('main(owner: Address, limit: UInt8): {String: UFix64}');
    expect(runTitle('access(all) fun main() { }')).toBe('main()');
  });

  it('falls back to the first code line, capped', () => {
    expect(runTitle('import "X"\nlet x = 1')).toBe('let x = 1');
    expect(runTitle(`// ${'a'.repeat(200)}`)).toHaveLength(80);
    expect(runTitle('')).toBe('Empty script');
  });
});

describe('runArguments', () => {
  it('lists each argument as typed, nil as nil, on one line', () => {
    expect(
      runArguments({
        address: { text: '0x01cf0e2f2f715450', isNil: false },
        minimum: { text: '', isNil: true },
        list: { text: '[\n  1,\n  2\n]', isNil: false },
      }),
    ).toBe('address = 0x01cf0e2f2f715450, minimum = nil, list = [ 1, 2 ]');
    expect(runArguments({ long: { text: 'x'.repeat(500), isNil: false } })).toHaveLength(120);
  });
});

describe('runTitle return types', () => {
  it('keeps braces that belong to the type', () => {
    expect(runTitle('access(all) fun main(): &{FungibleToken.Balance}? { return nil }')).toBe(
      'main(): &{FungibleToken.Balance}?',
    );
    expect(runTitle('access(all) fun main(): [{String: [UInt64]}] {}')).toBe(
      'main(): [{String: [UInt64]}]',
    );
    expect(runTitle('access(all) fun main(): Capability<&{A}>{}')).toBe('main(): Capability<&{A}>');
  });
});
