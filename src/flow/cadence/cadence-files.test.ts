import type { CadenceParser } from '@onflow/cadence-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CadenceDefinition, CadenceParameterList } from './define-cadence.ts';
import { describeCadenceEntryPoint } from './parameters.ts';
import { cadenceParser } from './testing/cadence-parser.ts';

const sources = import.meta.glob<string>('./**/*.cdc', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const definitionModules = import.meta.glob<Record<string, unknown>>(
  './{scripts,transactions}/*.ts',
  {
    eager: true,
  },
);

function isDefinition(value: unknown): value is CadenceDefinition<CadenceParameterList> {
  return typeof value === 'object' && value !== null && 'cadence' in value && 'parameters' in value;
}

let parser: CadenceParser;
beforeAll(async () => {
  parser = await cadenceParser();
});

const files = Object.keys(sources).sort();

describe('Cadence files', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s parses, cites its reference, and matches its declared parameters', (file) => {
    const source = sources[file] ?? '';
    const result = parser.parse(source) as { program?: unknown; error?: unknown };
    expect(result.error ?? null, file).toBeNull();
    const entry = describeCadenceEntryPoint(result.program);
    expect(entry.kind).toBe(file.startsWith('./scripts/') ? 'script' : 'transaction');
    expect(source, 'names the official reference it follows').toMatch(
      /^\/\/ .*\n\/\/ Follows \S+\/\S+ \S+/m,
    );
    expect(source, 'uses string imports only').not.toMatch(/^import \w+ from 0x/m);
    // The script runner's examples are shown as text, not called through a definition.
    if (file.startsWith('./scripts/examples/')) return;

    const definitions = Object.values(
      definitionModules[file.replace(/\.cdc$/, '.ts')] ?? {},
    ).filter(isDefinition);
    expect(definitions, `${file} needs exactly one definition module beside it`).toHaveLength(1);
    const [definition] = definitions;
    expect(definition?.cadence).toBe(source);
    expect(definition?.kind).toBe(entry.kind);
    expect(definition?.parameters.map(([name, type]) => ({ name, type }))).toEqual(
      entry.parameters,
    );
  });
});
