import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (file: string) =>
  fileURLToPath(new URL(`../src/flow/client/fcl-shims/${file}`, import.meta.url));

/** Which import, from which importer, is served by which shim. */
const SHIMS: readonly { source: string; importer: RegExp; replacement: string }[] = [
  { source: 'cross-fetch', importer: /[/\\]@onflow[/\\]/, replacement: shim('native-fetch.ts') },
  {
    source: '@improbable-eng/grpc-web',
    importer: /[/\\]@onflow[/\\]fcl-core[/\\]/,
    replacement: shim('grpc-codes.ts'),
  },
];

/**
 * Replaces two polyfill-era imports of FCL with what the browser already has (see each shim).
 * Only FCL's own imports are replaced: other packages (WalletConnect) keep theirs.
 */
export function fclShimsPlugin(): Plugin {
  return {
    name: 'flowdeck-fcl-shims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const found = SHIMS.find((s) => s.source === source && s.importer.test(importer));
      return found ? found.replacement : null;
    },
  };
}
