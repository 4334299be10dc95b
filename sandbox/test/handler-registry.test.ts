/// <reference types="vite/client" />
/**
 * The sandbox's handlers and the app's Cadence match one to one, and what a handler declares is
 * checked when it is loaded, not when a request reaches it.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CadenceDefinition,
  CadenceParameterList,
} from '../../src/flow/cadence/define-cadence.ts';
import { CADENCE_DIR, type CadenceFile } from '../src/cadence.ts';
import { HandlerRegistry } from '../src/handler-registry.ts';
import { decodeArguments } from '../src/handlers/arguments.ts';
import { FCL_CADENCE } from '../src/handlers/fcl-crypto.ts';
import { type CadenceHandler, HANDLERS } from '../src/handlers/index.ts';
import { cadenceFiles, parseCadenceBeforeAll } from './core.ts';

parseCadenceBeforeAll();

let files: CadenceFile[];
beforeAll(async () => {
  files = await cadenceFiles();
});

/** Every `.cdc` file under src/flow/cadence/, read from the disk (not through loadCadenceFiles). */
function cdcOnDisk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cdcOnDisk(path);
    return entry.name.endsWith('.cdc') ? [relative(CADENCE_DIR, path)] : [];
  });
}

const isAppFile = (file: string): boolean => /^(scripts|transactions)\/[^/]+\.cdc$/.test(file);

describe('the handler registry', () => {
  it('has one handler per .cdc file of the app and per FCL script, and no other', () => {
    const handled = HANDLERS.map((handler) => handler.file).sort();
    expect(new Set(handled).size, 'a file with two handlers').toBe(handled.length);
    const expected = [...cdcOnDisk(CADENCE_DIR), ...FCL_CADENCE.map(({ file }) => file)].sort();
    expect(expected.filter(isAppFile).length).toBeGreaterThan(20);
    expect(handled).toEqual(expected);
  });

  it('reads the arguments of every app file by name; examples and FCL scripts stay raw', () => {
    for (const handler of HANDLERS) {
      expect(handler.readsArgumentsByName === true, handler.file).toBe(isAppFile(handler.file));
    }
  });

  it('loads every handler against the files', () => {
    expect(() => new HandlerRegistry(files, HANDLERS)).not.toThrow();
  });

  const definitionModules = import.meta.glob<Record<string, unknown>>(
    ['../../src/flow/cadence/{scripts,transactions}/*.ts', '!**/*.test.ts'],
    { eager: true },
  );
  const definitions = Object.values(definitionModules)
    .flatMap((module) => Object.values(module))
    .filter(
      (value): value is CadenceDefinition<CadenceParameterList> =>
        typeof value === 'object' && value !== null && 'cadence' in value && 'parameters' in value,
    );

  it("decodes each app definition's parameters, found by its Cadence text", () => {
    expect(definitions.length).toBe(files.filter((file) => isAppFile(file.file)).length);
    for (const definition of definitions) {
      const file = files.find((candidate) => candidate.source === definition.cadence);
      expect(file, 'a definition without its .cdc file').toBeDefined();
      const handler = HANDLERS.find((candidate) => candidate.file === file?.file);
      expect(handler?.kind, file?.file).toBe(definition.kind);
      expect(file?.parameters.map(({ name, type }) => [name, type])).toEqual(
        definition.parameters.map(([name, type]) => [name, type]),
      );
    }
  });

  describe('refuses at load time', () => {
    const fileNamed = (name: string): CadenceFile => {
      const file = files.find((candidate) => candidate.file === name);
      if (file === undefined) throw new Error(`no ${name}`);
      return file;
    };
    const script = (file: string, extra: Partial<CadenceHandler> = {}): CadenceHandler =>
      ({ kind: 'script', file, run: () => ({ type: 'Void' }), ...extra }) as CadenceHandler;

    it('a handler without its file', () => {
      expect(() => new HandlerRegistry(files, [script('scripts/gone.cdc')])).toThrow(
        /scripts\/gone\.cdc, no such \.cdc file/,
      );
    });

    it('two handlers for one file', () => {
      const twice = [
        script('scripts/get_flow_balance.cdc'),
        script('scripts/get_flow_balance.cdc'),
      ];
      expect(() => new HandlerRegistry(files, twice)).toThrow(/two handlers/);
    });

    it('a handler of the wrong kind', () => {
      expect(() => new HandlerRegistry(files, [script('transactions/transfer_flow.cdc')])).toThrow(
        /is for a script, but the file is a transaction/,
      );
    });

    it('an error site the source does not contain', () => {
      const handler = script('scripts/get_flow_balance.cdc', { errorSites: ['panic("Gone'] });
      expect(() => new HandlerRegistry(files, [handler])).toThrow(/panic\(\\"Gone/);
    });

    it('an error site it did not declare, when it locates one', () => {
      const handler = script('scripts/get_flow_balance.cdc', { errorSites: ['panic('] });
      const flowBalance = fileNamed('scripts/get_flow_balance.cdc');
      const loaded = new HandlerRegistry(files, [handler]).recognise(flowBalance.source);
      expect(loaded.position('panic(')).toMatch(/^\d+:\d+$/);
      expect(() => loaded.position('return')).toThrow(/not among its errorSites/);
    });

    it('arguments by name of a type without a decoder', () => {
      // flow_balances.cdc takes `[Address]` and `UFix64?`, which the app never sends.
      const handler = script('scripts/examples/flow_balances.cdc', { readsArgumentsByName: true });
      expect(fileNamed('scripts/examples/flow_balances.cdc').parameters.length).toBe(2);
      expect(() => new HandlerRegistry(files, [handler])).toThrow(/no decoder for addresses/);
    });
  });
});

describe('arguments by name', () => {
  const parameter = (name: string, type: string) => ({ name, type });

  it('decodes each type the app sends to the value its definition takes', () => {
    const parameters = [
      parameter('to', 'Address'),
      parameter('amount', 'UFix64'),
      parameter('id', 'UInt64'),
      parameter('delta', 'Int'),
      parameter('pass', 'Bool'),
      parameter('hex', 'String?'),
      parameter('none', 'String?'),
      parameter('ids', '[UInt256]'),
      parameter('only', '[String]?'),
      parameter('all', '[String]?'),
    ];
    const args = [
      { type: 'Address', value: '0xABC' },
      { type: 'UFix64', value: '1.5' },
      { type: 'UInt64', value: '18446744073709551615' },
      { type: 'Int', value: '-3' },
      { type: 'Bool', value: true },
      { type: 'Optional', value: { type: 'String', value: 'ff' } },
      { type: 'Optional', value: null },
      { type: 'Array', value: [{ type: 'UInt256', value: '7' }] },
      { type: 'Optional', value: { type: 'Array', value: [{ type: 'String', value: 'a' }] } },
      { type: 'Optional', value: null },
    ];
    expect(decodeArguments(parameters, args)).toEqual({
      to: '0x0000000000000abc',
      amount: 150_000_000n,
      id: 18_446_744_073_709_551_615n,
      delta: -3n,
      pass: true,
      hex: 'ff',
      none: null,
      ids: [7n],
      only: ['a'],
      all: null,
    });
  });

  it('names the argument and its type when a value does not fit', () => {
    expect(() =>
      decodeArguments([parameter('amount', 'UFix64')], [{ type: 'UFix64', value: '1' }]),
    ).toThrow('argument amount (UFix64): not a UFix64 argument');
    expect(() => decodeArguments([parameter('to', '[Address]')], [])).toThrow(
      'argument to: no decoder for [Address]',
    );
  });
});
