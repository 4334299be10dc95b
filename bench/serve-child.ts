/**
 * `tsx bench/serve-child.ts <root> <outDir> <port>`: serves a build folder with `vite preview`
 * (SPA fallback included) on 127.0.0.1:<port> until it is stopped. See serve.ts.
 */
import { preview } from 'vite';

const [root, outDir, port] = process.argv.slice(2);
if (root === undefined || outDir === undefined || port === undefined) {
  throw new Error('usage: serve-child.ts <root> <outDir> <port>');
}
await preview({
  root,
  configFile: false,
  logLevel: 'warn',
  build: { outDir },
  preview: { host: '127.0.0.1', port: Number(port), strictPort: true, open: false },
});
