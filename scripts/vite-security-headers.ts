/**
 * Vite plugin: sends Flowdeck's security headers on every `vite preview` response (the server of
 * `npm start` and of the journeys) and writes them into the build as `_headers`, for static hosts.
 * The dev server is left alone: React Fast Refresh injects an inline script there.
 */
import type { Plugin } from 'vite';
import { ENV_VARIABLES, type RawEnv } from '../src/flow/env.ts';
import {
  headersFile,
  isWorkerScriptPath,
  type SecurityHeaders,
  securityHeaders,
} from './security-headers.ts';

/** Build-time only (never `VITE_`, so never in the bundle): space-separated wallet origins. */
const EXTRA_WALLET_ORIGINS_VARIABLE = 'FLOWDECK_CSP_WALLET_ORIGINS';

export function securityHeadersPlugin(): Plugin {
  let headers: SecurityHeaders | undefined;
  const resolved = (): SecurityHeaders => {
    if (!headers) throw new Error('security headers used before the Vite config was resolved');
    return headers;
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
      headers = securityHeaders(raw, { ...(extra && { extraWalletOrigins: extra }) });
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const pathname = new URL(request.url ?? '/', 'http://preview.invalid').pathname;
        const set = isWorkerScriptPath(pathname) ? resolved().worker : resolved().document;
        for (const [name, value] of Object.entries(set)) response.setHeader(name, value);
        next();
      });
    },
    generateBundle(_options, bundle) {
      const workerPaths = Object.keys(bundle)
        .map((fileName) => `/${fileName}`)
        .filter(isWorkerScriptPath);
      this.emitFile({
        type: 'asset',
        fileName: '_headers',
        source: headersFile(resolved(), workerPaths),
      });
    },
  };
}
