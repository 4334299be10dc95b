import { describe, expect, it } from 'vitest';
import { bootChunk, readsChunk } from './vite-reads-chunk.ts';

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

describe('bootChunk', () => {
  const graph = graphOf({
    'first-reads-entry': ['first-reads', 'env'],
    'first-reads': ['route-table', 'env'],
    'route-table': ['route-match'],
    main: ['first-reads', 'react-dom', 'errors', 'shell'],
    'overview.reads': ['run-script'],
    'tokens.reads': ['run-script'],
    'run-script': ['errors'],
    'script-reader': ['decode'],
  });
  const reads = readsChunk(['overview.reads', 'tokens.reads'], 'script-reader');
  const chunkOf = (id: string) => bootChunk('first-reads-entry', 'main', reads)(id, graph);

  it('takes every module the first reads’ entry imports, at any depth', () => {
    expect(['first-reads', 'env', 'route-table', 'route-match'].map(chunkOf)).toEqual([
      'boot',
      'boot',
      'boot',
      'boot',
    ]);
  });

  it('takes what the reads need of the app entry’s code, so that they need nothing else of it', () => {
    expect(chunkOf('errors')).toBe('boot');
  });

  it('leaves the first reads’ entry itself, the app’s own code and the reads’ own', () => {
    expect(
      ['first-reads-entry', 'main', 'react-dom', 'shell', 'run-script', 'decode'].map(chunkOf),
    ).toEqual([null, null, null, null, null, null]);
  });
});
