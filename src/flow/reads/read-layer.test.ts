import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { FlowQuery } from './define-flow-query.ts';

// The app's own source (tests and test helpers aside), to check how reads are wired. Read from
// disk, not by a glob import, which would count as importing every file (knip, lint:unused).
const SRC = fileURLToPath(new URL('../../', import.meta.url));
const sources = Object.fromEntries(
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)testing\//.test(file))
    .map((file) => [`src/${file}`, readFileSync(join(SRC, file), 'utf8')]),
);
const queryModules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});
const scriptModules = import.meta.glob<Record<string, unknown>>('../cadence/scripts/*.ts', {
  eager: true,
});

const isFlowQuery = (value: unknown): value is FlowQuery<unknown, unknown> =>
  typeof value === 'object' && value !== null && 'id' in value && 'queryOptions' in value;

const queries = Object.values(queryModules).flatMap((module) =>
  Object.entries(module).filter((entry): entry is [string, FlowQuery<unknown, unknown>] =>
    isFlowQuery(entry[1]),
  ),
);
const scriptDefinitions = Object.values(scriptModules).flatMap((module) =>
  Object.keys(module).filter((name) => /^[a-z]\w*Script$/.test(name)),
);

const filesMatching = (pattern: RegExp) =>
  Object.keys(sources).filter((file) => pattern.test(sources[file] ?? ''));

describe('the read layer (src/flow/reads)', () => {
  it('finds the reads and scripts it checks', () => {
    expect(queries.length).toBeGreaterThan(10);
    expect(scriptDefinitions.length).toBeGreaterThan(10);
  });

  it('names each read once: its file, its id and its export', () => {
    const kebab = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    const camel = (id: string) => id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    for (const [file, module] of Object.entries(queryModules)) {
      const reads = Object.entries(module).filter(([, value]) => isFlowQuery(value));
      // Helpers (defineFlowQuery, assetListQuery, the key hash) define no read of their own.
      if (reads.length === 0) continue;
      expect(reads, file).toHaveLength(1);
      const [[name, query]] = reads as [[string, FlowQuery<unknown, unknown>]];
      expect(file).toBe(`./${kebab(query.id)}.ts`);
      expect(name).toBe(`${camel(query.id)}Query`);
    }
  });

  it('gives every read its own id', () => {
    const ids = queries.map(([, query]) => query.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keys every read by network, id and parameters: no Cadence in any key', () => {
    for (const [name, query] of queries) {
      expect(query.queryKey('local', null), name).toEqual(['flow', 'local', query.id, null]);
    }
    // Keys are built by defineFlowQuery alone; elsewhere only the network's prefix, to refresh.
    // Prices and history sources are no reads of the chain: their keys are outside that prefix
    // on purpose.
    expect(
      filesMatching(/queryKey: (?!flowNetworkKey\()/).filter(
        (file) =>
          file !== 'src/flow/reads/define-flow-query.ts' &&
          file !== 'src/flow/prices/prices-query.ts' &&
          file !== 'src/flow/history/history-query.ts',
      ),
    ).toEqual([]);
  });

  it('subscribes to reads in one place, the hook every read hook wraps', () => {
    // And the prices' hook: a price is not the chain's (src/flow/prices/prices-query.ts).
    expect(filesMatching(/\buse(Suspense)?Quer(y|ies)\(/)).toEqual([
      'src/flow/react/useFlowRead.ts',
      'src/flow/react/usePrices.ts',
    ]);
    // Reads fetched outside a hook still take their options from the read.
    const fetches = Object.values(sources).flatMap((source) => [
      ...source.matchAll(/\.fetchQuery\(\s*([\w.]+)/g),
    ]);
    for (const [, argument] of fetches) expect(argument).toMatch(/^\w+Query\.queryOptions$/);
  });

  it.each(queries.map(([name]) => name))('%s has exactly one hook or caller', (name) => {
    const users = filesMatching(new RegExp(`\\b${name}\\b`)).filter(
      (file) => !file.startsWith('src/flow/reads/'),
    );
    // Besides, a screen's reads module may send it ahead of the screen (route-table.ts).
    const prefetchers = users.filter((file) => /^src\/app\/routes\/[\w-]+\.reads\.ts$/.test(file));
    expect(users.length - prefetchers.length).toBe(1);
    expect(prefetchers.length).toBeLessThanOrEqual(1);
  });

  it.each(scriptDefinitions)('%s is run by at most one read', (name) => {
    const runners = filesMatching(new RegExp(`\\b${name}\\b`)).filter(
      (file) => !file.startsWith('src/flow/cadence/'),
    );
    expect(runners.length).toBeLessThanOrEqual(1);
  });
});
