/**
 * Vite plugin: sends Flowdeck's security headers on every `vite preview` response (the server of
 * `npm start` and of the journeys) and writes them into the build as `_headers`, for static hosts.
 * The policy allows the inline scripts of the build's own index.html by their hashes (read from
 * the page being emitted, or the built one `vite preview` serves), and no other.
 * The dev server is left alone: React Fast Refresh injects an inline script there.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ENV_VARIABLES, type RawEnv } from '../src/flow/env.ts';
import {
  headersFile,
  inlineScriptsOf,
  isWorkerScriptPath,
  type SecurityHeaderOptions,
  type SecurityHeaders,
  securityHeaders,
} from './security-headers.ts';

/** Build-time only (never `VITE_`, so never in the bundle): space-separated wallet origins. */
const EXTRA_WALLET_ORIGINS_VARIABLE = 'FLOWDECK_CSP_WALLET_ORIGINS';

export function securityHeadersPlugin(): Plugin {
  let headersFor: ((html: string) => SecurityHeaders) | undefined;
  let builtPage = 'dist/index.html';
  const resolved = (html: string): SecurityHeaders => {
    if (!headersFor) throw new Error('security headers used before the Vite config was resolved');
    return headersFor(html);
  };
  return {
    name: 'flowdeck-security-headers',
    configResolved(config) {
      const raw: RawEnv = Object.fromEntries(
        ENV_VARIABLES.map((name) => {
          const value: unknown = config.env[name];
          return [name, typeof value === 'string' ? value : undefined];
        }),
      );
      const extra = process.env[EXTRA_WALLET_ORIGINS_VARIABLE]?.split(/\s+/).filter(Boolean);
      const options: SecurityHeaderOptions = { ...(extra && { extraWalletOrigins: extra }) };
      // Checked now: a build whose environment the app would refuse stops here.
      securityHeaders(raw, options);
      headersFor = (html) =>
        securityHeaders(raw, { ...options, inlineScripts: inlineScriptsOf(html) });
      builtPage = resolve(config.root, config.build.outDir, 'index.html');
    },
    configurePreviewServer(server) {
      const headers = resolved(readFileSync(builtPage, 'utf8'));
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://preview.invalid').pathname;
        const set = isWorkerScriptPath(pathname) ? headers.worker : headers.document;
        for (const [name, value] of Object.entries(set)) response.setHeader(name, value);
        next();
      });
    },
    // After Vite's own: the page is emitted in its generateBundle.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset' || typeof page.source !== 'string') {
          throw new Error('security headers: index.html is not in the bundle yet');
        }
        const workerPaths = Object.keys(bundle)
          .map((fileName) => `/${fileName}`)
          .filter(isWorkerScriptPath);
        this.emitFile({
          type: 'asset',
          fileName: '_headers',
          source: headersFile(resolved(page.source), workerPaths),
        });
      },
    },
  };
}
