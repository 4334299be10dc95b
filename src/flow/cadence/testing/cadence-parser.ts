/** Cadence's own parser (its WASM build), for tests that check the app's Cadence parses. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CadenceParser } from '@onflow/cadence-parser';

let parserPromise: Promise<CadenceParser> | null = null;

export function cadenceParser(): Promise<CadenceParser> {
  if (parserPromise === null) {
    const require = createRequire(import.meta.url);
    const wasmPath = join(
      require.resolve('@onflow/cadence-parser').replace(/dist[/\\].*$/, ''),
      'dist',
      'cadence-parser.wasm',
    );
    parserPromise = silenceParserBanner(() => CadenceParser.create(readFileSync(wasmPath)));
  }
  return parserPromise;
}

/** The Go WASM runtime prints a banner on start; keep the tests' output clean. */
async function silenceParserBanner<T>(run: () => Promise<T>): Promise<T> {
  const original = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (typeof chunk === 'string' && chunk.includes('Cadence Parser')) return true;
    return (original as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  try {
    return await run();
  } finally {
    process.stdout.write = original;
  }
}
