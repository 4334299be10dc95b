import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CadenceParser } from '@onflow/cadence-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowAddressAtIndex } from '../../flow/address.ts';
import { cadenceParser } from '../../flow/cadence/testing/cadence-parser.ts';
import { argumentInputFor, encodeArgument } from './argument-inputs.ts';
import { SCRIPT_EXAMPLES, scriptExample } from './examples.ts';
import { analyzeParse } from './script-analysis.ts';

let parser: CadenceParser;
beforeAll(async () => {
  parser = await cadenceParser();
}, 60_000);

const FLOW_JSON_CONTRACTS = Object.keys(
  (
    JSON.parse(
      readFileSync(fileURLToPath(new URL('../../../flow.json', import.meta.url)), 'utf8'),
    ) as { dependencies: Record<string, unknown> }
  ).dependencies,
);

describe('script examples', () => {
  it('have unique ids and can be found by id', () => {
    const ids = SCRIPT_EXAMPLES.map((example) => example.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(scriptExample('flow-balance')?.title).toBe('FLOW balance');
    expect(scriptExample('nope')).toBeUndefined();
  });

  it.each(SCRIPT_EXAMPLES.map((example) => [example.id, example] as const))(
    '%s is a runnable script whose defaults fill every parameter',
    (_id, example) => {
      const analysis = analyzeParse(parser.parse(example.cadence), example.cadence);
      expect(analysis.diagnostics).toEqual([]);
      expect(analysis.refusal).toBeNull();
      const parameters = analysis.entry?.parameters ?? [];
      const account = flowAddressAtIndex(5, 'testnet');
      const defaults = example.defaultArgs(account);
      expect(Object.keys(defaults).sort()).toEqual(parameters.map((p) => p.name).sort());
      for (const parameter of parameters) {
        expect(argumentInputFor(parameter.cadenceType).kind).not.toBe('unsupported');
        if (parameter.type === 'Address' || parameter.type === '[Address]') {
          const draft = defaults[parameter.name] ?? { text: '', isNil: false };
          expect(encodeArgument(parameter.cadenceType, draft, 'testnet').ok).toBe(true);
        }
      }
      // String imports of contracts flow.json aliases on every network.
      for (const [, name] of example.cadence.matchAll(/^import "(\w+)"$/gm)) {
        expect(FLOW_JSON_CONTRACTS).toContain(name);
      }
      expect(example.cadence).not.toMatch(/^import \w+ from 0x/m);
    },
  );

  it('leave the address empty when signed out', () => {
    expect(scriptExample('flow-balance')?.defaultArgs(null)).toEqual({
      address: { text: '', isNil: false },
    });
    expect(scriptExample('flow-balances')?.defaultArgs(null)).toEqual({
      addresses: { text: '[]', isNil: false },
      minimum: { text: '', isNil: true },
    });
  });

  it('include one example with several parameter kinds', () => {
    const kinds = new Set(
      SCRIPT_EXAMPLES.flatMap((example) => {
        const entry = analyzeParse(parser.parse(example.cadence), example.cadence).entry;
        return (entry?.parameters ?? []).map((p) => argumentInputFor(p.cadenceType).kind);
      }),
    );
    expect([...kinds].sort()).toEqual(['address', 'integer', 'json', 'optional', 'string']);
  });
});
