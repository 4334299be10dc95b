import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fclShimsPlugin } from './scripts/vite-fcl-shims.ts';
import { previewServingPlugin } from './scripts/vite-preview-serving.ts';
import { securityHeadersPlugin } from './scripts/vite-security-headers.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react(), fclShimsPlugin(), securityHeadersPlugin(), previewServingPlugin()],
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
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
