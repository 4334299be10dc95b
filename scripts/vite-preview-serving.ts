/**
 * Vite plugin: how `vite preview` (the server of `npm start`, the journeys and the bench) serves
 * the build, as a static host configured by `dist/_headers` would: hashed assets cached as
 * immutable, the WebAssembly parser compressed, and `_headers` itself never served.
 */
import { readFile } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { IMMUTABLE_ASSET_CACHE } from './security-headers.ts';

export function previewServingPlugin(): Plugin {
  let outDir = 'dist';
  const compressed = new Map<string, Promise<Buffer>>();
  return {
    name: 'flowdeck-preview-serving',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://preview.invalid').pathname;
        if (pathname === '/_headers') {
          response.statusCode = 404;
          response.end();
          return;
        }
        if (!pathname.startsWith('/assets/')) return next();
        response.setHeader('Cache-Control', IMMUTABLE_ASSET_CACHE);
        const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        // sirv (Vite's static server) compresses nothing; the parser is 5.5 MB, 1.4 MB gzipped.
        if (!pathname.endsWith('.wasm') || !acceptsGzip) return next();
        const file = normalize(join(outDir, pathname));
        if (!file.startsWith(outDir)) return next();
        let body = compressed.get(file);
        if (!body) {
          body = readFile(file).then((bytes) => gzipSync(bytes));
          compressed.set(file, body);
        }
        body.then(
          (gzipped) => {
            response.setHeader('Content-Type', 'application/wasm');
            response.setHeader('Content-Encoding', 'gzip');
            response.setHeader('Vary', 'Accept-Encoding');
            response.setHeader('Content-Length', gzipped.length);
            response.end(gzipped);
          },
          () => {
            compressed.delete(file);
            next();
          },
        );
      });
    },
  };
}
