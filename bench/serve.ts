/** Serves a build folder with `vite preview` (SPA fallback included) on a free loopback port. */
import { preview } from 'vite';

export interface Served {
  readonly url: string;
  close(): Promise<void>;
}

export async function serve(root: string, outDir: string): Promise<Served> {
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (url === undefined) throw new Error(`vite preview of ${outDir} has no URL`);
  return { url: url.replace(/\/$/, ''), close: () => server.close() };
}
