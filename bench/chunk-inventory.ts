/**
 * A Vite plugin that lists every emitted JavaScript chunk of a build with its gzip size and the
 * packages (or app folders) its code comes from.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { gzipSize } from './stats.ts';

interface PackageShare {
  /** An npm package (`react-dom`, `@onflow/fcl`) or an app folder (`src/features/evm`). */
  readonly name: string;
  /** Bytes of minified code this package contributes to the chunk (before gzip). */
  readonly renderedBytes: number;
}

export interface ChunkInfo {
  readonly file: string;
  readonly isEntry: boolean;
  readonly isDynamicEntry: boolean;
  readonly rawBytes: number;
  readonly gzipBytes: number;
  /** Largest first. */
  readonly packages: readonly PackageShare[];
}

/** `…/node_modules/@scope/name/…` → `@scope/name`; app files → their folder (3 levels at most). */
function packageOf(moduleId: string, root: string): string {
  const id = moduleId.replace(/\?.*$/, '');
  const marker = `${sep}node_modules${sep}`;
  const at = id.lastIndexOf(marker);
  if (at >= 0) {
    const [first = '', second = ''] = id.slice(at + marker.length).split(sep);
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  // Virtual modules (the bundler's runtime, Vite's preload helper) start with a NUL byte.
  if (id.startsWith('\0') || !id.startsWith(sep)) return `(bundler) ${id.replace('\0', '')}`;
  const folders = relative(root, id).split(sep).slice(0, -1);
  return folders.length === 0 ? '(root)' : folders.slice(0, 3).join('/');
}

/** Collects the chunk list into `into` once the bundle is written. */
export function chunkInventory(root: string, into: ChunkInfo[]): Plugin {
  return {
    name: 'flowdeck-bench-chunk-inventory',
    apply: 'build',
    // After writing, so sizes are of the very bytes the server sends (sourcemap comment included).
    writeBundle(options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const shares = new Map<string, number>();
        for (const [id, module] of Object.entries(output.modules)) {
          const name = packageOf(id, root);
          shares.set(name, (shares.get(name) ?? 0) + module.renderedLength);
        }
        const bytes = readFileSync(join(options.dir ?? '', output.fileName));
        into.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          rawBytes: bytes.length,
          gzipBytes: gzipSize(bytes),
          packages: [...shares]
            .filter(([, renderedBytes]) => renderedBytes > 0)
            .map(([name, renderedBytes]) => ({ name, renderedBytes }))
            .sort((a, b) => b.renderedBytes - a.renderedBytes),
        });
      }
    },
  };
}
