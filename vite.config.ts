import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appChunk, readsChunk, startChunk } from './scripts/vite-chunk-groups.ts';
import { fclShimsPlugin } from './scripts/vite-fcl-shims.ts';
import { firstReadHintsPlugin } from './scripts/vite-first-read-hints.ts';
import { previewServingPlugin } from './scripts/vite-preview-serving.ts';
import { securityHeadersPlugin } from './scripts/vite-security-headers.ts';
import { FIRST_READ_PATHS } from './src/app/first-read-paths.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The screens whose first read is sent before React starts (first-reads.ts), and their paths.
const firstReads = Object.entries(FIRST_READ_PATHS).map(([screen, paths]) => ({
  module: fromRoot(`./src/app/routes/${screen}.reads.ts`),
  paths,
}));
const readsModules = firstReads.map(({ module }) => module);
const startApp = fromRoot('./src/app/start-app.tsx');
const readsGroup = readsChunk(readsModules, fromRoot('./src/flow/client/script-reader.ts'));

export default defineConfig({
  plugins: [
    react(),
    fclShimsPlugin(),
    firstReadHintsPlugin(firstReads, startApp),
    securityHeadersPlugin(),
    previewServingPlugin(),
  ],
  resolve: {
    alias: [
      // FCL imports @onflow/fcl-wc statically (~197 KB gzip). This shim defers the real module
      // until WalletConnect is actually configured; see src/flow/walletconnect/fcl-wc-deferred.ts.
      {
        find: /^@onflow\/fcl-wc$/,
        replacement: fromRoot('./src/flow/walletconnect/fcl-wc-deferred.ts'),
      },
      // The parser package's `exports` map hides its wasm binary; this names the file so the
      // parser worker can import its URL (`?url`) and Vite emits it as a hashed asset.
      {
        find: /^@flowdeck\/cadence-parser\.wasm/,
        replacement: fromRoot('./node_modules/@onflow/cadence-parser/dist/cadence-parser.wasm'),
      },
    ],
  },
  build: {
    target: 'es2022',
    // The production build ships no source maps: they would publish the whole source tree.
    sourcemap: false,
    // Every browser the build targets but Safari before 17 (2023) preloads modules natively;
    // there the screens still load, only without the head start. Saves 0.2 KB on every page.
    modulePreload: { polyfill: false },
    // Every file costs a screen its own gzip header and loses what it shares with the others:
    // the start page's code is two files, the entry (`start`) and the app (`app`: it was five,
    // 1.3 KB more; one, before the first reads left ahead of the app, 2.1 KB less), and the query
    // library one chunk, since each screen that reads loads all of it (split, it cost 0.9 to
    // 1.8 KB more).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry, which sends the first reads, and what the reads need of the app's code:
            // in the app's chunk they would wait for all of it to arrive (vite-chunk-groups.ts).
            {
              name: startChunk(fromRoot('./src/main.tsx'), startApp, readsGroup),
              debugName: 'start',
              priority: 3,
            },
            { name: appChunk(startApp), debugName: 'app', priority: 2 },
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // The code those first reads share and the script reader, with their dependencies, in
            // one chunk: a cold dashboard's script left ~90 ms sooner, every reading screen got
            // 2.4 to 2.7 KB lighter, and Activity, which reads no script, 3.8 KB heavier.
            {
              name: readsGroup,
              debugName: 'reads',
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
