import { describe, expect, it } from 'vitest';
import { appChunk, readsChunk, startChunk } from './vite-chunk-groups.ts';

/** A module graph from `module: [its static imports]`. */
const graphOf = (imports: Record<string, readonly string[]>) => ({
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
});

describe('readsChunk', () => {
  const graph = graphOf({
    'overview.reads': ['summary', 'run-script'],
    'tokens.reads': ['vaults', 'run-script'],
    summary: ['ufix64'],
    vaults: ['ufix64', 'identity'],
    'run-script': ['read-timing'],
    'script-reader': ['decode'],
    'activity-only': ['ufix64'],
  });
  const chunkOf = (id: string) =>
    readsChunk(['overview.reads', 'tokens.reads'], 'script-reader')(id, graph);

  it('takes what every reads module imports, and the reader with its imports', () => {
    expect(['run-script', 'read-timing', 'ufix64', 'script-reader', 'decode'].map(chunkOf)).toEqual(
      ['reads', 'reads', 'reads', 'reads', 'reads'],
    );
  });

  it('leaves each screen’s own reads, and modules no read imports, to the bundler', () => {
    expect(
      ['overview.reads', 'tokens.reads', 'summary', 'vaults', 'identity', 'activity-only'].map(
        chunkOf,
      ),
    ).toEqual([null, null, null, null, null, null]);
  });
});

describe('startChunk', () => {
  const graph = graphOf({
    main: ['first-reads', 'env'],
    'first-reads': ['route-table', 'env'],
    'route-table': ['route-match'],
    'start-app': ['react-dom', 'errors', 'shell', 'env'],
    'overview.reads': ['run-script'],
    'tokens.reads': ['run-script'],
    'run-script': ['errors'],
    'script-reader': ['decode'],
  });
  const reads = readsChunk(['overview.reads', 'tokens.reads'], 'script-reader');
  const chunkOf = (id: string) => startChunk('main', 'start-app', reads)(id, graph);

  it('takes the entry and every module it imports, at any depth', () => {
    expect(['main', 'first-reads', 'env', 'route-table', 'route-match'].map(chunkOf)).toEqual([
      'start',
      'start',
      'start',
      'start',
      'start',
    ]);
  });

  it('takes what the reads need of the app’s code, so that they need nothing else of it', () => {
    expect(chunkOf('errors')).toBe('start');
  });

  it('leaves the app’s own code and the reads’ own', () => {
    expect(['start-app', 'react-dom', 'shell', 'run-script', 'decode'].map(chunkOf)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('appChunk', () => {
  const graph = graphOf({
    'start-app': ['react-dom', 'shell'],
    shell: ['wouter'],
    'tokens.tsx': ['token-list'],
  });
  const chunkOf = (id: string) => appChunk('start-app')(id, graph);

  it('takes the app and every module it imports, at any depth, and no screen’s own code', () => {
    expect(
      ['start-app', 'react-dom', 'shell', 'wouter', 'tokens.tsx', 'token-list'].map(chunkOf),
    ).toEqual(['app', 'app', 'app', 'app', null, null]);
  });
});
