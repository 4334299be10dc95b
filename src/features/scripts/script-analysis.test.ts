import type { CadenceParser } from '@onflow/cadence-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { cadenceParser } from '../../flow/cadence/testing/cadence-parser.ts';
import {
  analyzeParse,
  NO_MAIN_REFUSAL,
  type ScriptAnalysis,
  TRANSACTION_REFUSAL,
} from './script-analysis.ts';

let parser: CadenceParser;
beforeAll(async () => {
  parser = await cadenceParser();
}, 60_000);

const analyze = (code: string): ScriptAnalysis => analyzeParse(parser.parse(code));

describe('analyzeParse with the real Cadence parser', () => {
  it('describes a script and its typed parameters, with nothing to refuse', () => {
    const analysis = analyze(
      'access(all) fun main(owner: Address, ids: [UInt64], limit: UFix64?): Int { return 1 }',
    );
    expect(analysis.diagnostics).toEqual([]);
    expect(analysis.refusal).toBeNull();
    expect(analysis.entry?.kind).toBe('script');
    expect(analysis.entry?.parameters.map(({ name, type }) => `${name}: ${type}`)).toEqual([
      'owner: Address',
      'ids: [UInt64]',
      'limit: UFix64?',
    ]);
  });

  it('places a syntax error on its line and column, as UTF-16 offsets', () => {
    const code = 'let x = 1\nlet = 2';
    const [diagnostic, ...rest] = analyze(code).diagnostics;
    expect(rest).toEqual([]);
    expect(diagnostic?.message).toMatch(/expected identifier/);
    expect(diagnostic?.line).toBe(2);
    expect(diagnostic?.column).toBe(5);
    expect(diagnostic?.from).toBe(code.lastIndexOf('='));
    expect(diagnostic?.to).toBe((diagnostic?.from ?? 0) + 1);
  });

  it('converts the parser’s UTF-8 byte offsets past accents and emoji', () => {
    // "é" is 2 bytes, "😀" 4 bytes but 2 UTF-16 units: byte offsets would land 3 too far.
    const code = 'let s = "é😀"\nlet = 2';
    const [diagnostic] = analyze(code).diagnostics;
    expect(diagnostic?.from).toBe(code.lastIndexOf('='));
    expect(diagnostic?.line).toBe(2);
    expect(diagnostic?.column).toBe(5);
  });

  it('clamps an error at the end of the source to its length', () => {
    const code = 'access(all) fun main(): Int { return 1 ';
    const [diagnostic] = analyze(code).diagnostics;
    expect(diagnostic?.message).toMatch(/expected token '}'/);
    expect(diagnostic?.from).toBeLessThanOrEqual(code.length);
    expect(diagnostic?.to).toBeLessThanOrEqual(code.length);
    expect(diagnostic?.to).toBeGreaterThanOrEqual(diagnostic?.from ?? 0);
  });

  it('words an invalid integer literal, which the parser reports without a message', () => {
    const code = 'access(all) fun main(): Int { return 1_ }';
    const [diagnostic, ...rest] = analyze(code).diagnostics;
    expect(rest).toEqual([]);
    expect(diagnostic?.message).toBe('invalid decimal integer literal `1_`: trailing underscore');
    expect(code.slice(diagnostic?.from, diagnostic?.to)).toBe('1_');
  });

  it('refuses a transaction with an explanation, keeping its entry point', () => {
    const analysis = analyze('transaction(amount: UFix64) { prepare(signer: &Account) {} }');
    expect(analysis.diagnostics).toEqual([]);
    expect(analysis.refusal).toBe(TRANSACTION_REFUSAL);
    expect(analysis.refusal).toMatch(/scripts only/);
    expect(analysis.entry?.kind).toBe('transaction');
  });

  it('refuses a program without main', () => {
    const analysis = analyze('access(all) fun helper(): Int { return 1 }');
    expect(analysis.refusal).toBe(NO_MAIN_REFUSAL);
    expect(analysis.entry).toBeNull();
  });

  it('does not refuse a script whose parameter types cannot be entered', () => {
    const analysis = analyze('access(all) fun main(v: AnyStruct): Int { return 1 }');
    expect(analysis.refusal).toBeNull();
    expect(analysis.entry?.parameters[0]?.type).toBe('AnyStruct');
  });
});

describe('analyzeParse on unexpected input', () => {
  it('reports something other than a parse result as a diagnostic, not a crash', () => {
    expect(analyzeParse(null).diagnostics).toHaveLength(1);
    expect(analyzeParse('nope').entry).toBeNull();
  });

  it('uses the given source over the parser’s echo and keeps offsets within it', () => {
    const source = 'ab';
    const analysis = analyzeParse(
      { program: {}, error: { Errors: [{ Message: 'x', Pos: { Offset: 99 } }] } },
      source,
    );
    expect(analysis.diagnostics).toEqual([{ from: 2, to: 2, line: 1, column: 3, message: 'x' }]);
  });

  it('never reports an errored parse as clean, even without placed messages', () => {
    const analysis = analyzeParse({ program: {}, error: { Errors: [] } }, 'abc');
    expect(analysis.diagnostics).toHaveLength(1);
    expect(analysis.entry).toBeNull();
  });
});
