import { StringStream } from '@codemirror/language';
import { describe, expect, it } from 'vitest';
import { type CadenceTokenizerState, cadenceStreamParser } from './cadence-language.ts';

/** Each line's tokens as `[text, style]`, whitespace left out, the state carried across lines. */
function tokenize(source: string): [string, string | null][][] {
  const parser = cadenceStreamParser;
  const state = parser.startState?.(2) as CadenceTokenizerState;
  return source.split('\n').map((line) => {
    const stream = new StringStream(line, 2, 2);
    const tokens: [string, string | null][] = [];
    while (!stream.eol()) {
      const style = parser.token(stream, state);
      const text = stream.current();
      if (text.trim() !== '') tokens.push([text, style]);
      stream.start = stream.pos;
    }
    return tokens;
  });
}

describe('cadence tokenizer', () => {
  it('tells keywords, types, names, numbers, addresses and paths apart', () => {
    const [line] = tokenize(
      'access(all) fun main(a: Address): UFix64 { let x = 0x01cf0e2f2f715450 }',
    );
    expect(line).toEqual(
      expect.arrayContaining([
        ['access', 'keyword'],
        ['fun', 'keyword'],
        ['main', 'variableName'],
        ['Address', 'typeName'],
        ['UFix64', 'typeName'],
        ['0x01cf0e2f2f715450', 'number.special'],
      ]),
    );
    expect(tokenize('let p = /storage/flowTokenVault')[0]).toContainEqual([
      '/storage/flowTokenVault',
      'atom',
    ]);
    expect(tokenize('return 1.5 + 10_000')[0]).toEqual(
      expect.arrayContaining([
        ['1.5', 'number'],
        ['10_000', 'number'],
      ]),
    );
  });

  it('keeps nested block comments open across lines until the last one closes', () => {
    const lines = tokenize('/* outer /* inner */\nstill comment */ let');
    expect(lines[0]).toEqual([['/* outer /* inner */', 'comment']]);
    expect(lines[1]).toEqual([
      ['still comment */', 'comment'],
      ['let', 'keyword'],
    ]);
  });

  it('marks escapes and string templates inside strings, with code inside the template', () => {
    const [line] = tokenize('"a\\n\\u{1F600} \\(f(x)) b" nil');
    expect(line).toEqual([
      ['"', 'string'],
      ['a', 'string'],
      ['\\n', 'string.special'],
      ['\\u{1F600}', 'string.special'],
      ['\\(', 'string.special'],
      ['f', 'variableName'],
      ['(', 'punctuation'],
      ['x', 'variableName'],
      [')', 'punctuation'],
      [')', 'string.special'],
      [' b', 'string'],
      ['"', 'string'],
      ['nil', 'atom'],
    ]);
  });

  it('ends an unterminated string at the end of its line', () => {
    const lines = tokenize('let s = "open\nlet t = 1');
    expect(lines[1]?.[0]).toEqual(['let', 'keyword']);
  });
});
