import { describe, expect, it } from 'vitest';
import { readsChunk } from './vite-reads-chunk.ts';

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
