/**
 * The benchmark's production builds: the app (as `npm start` builds it, pointed at the bench's
 * emulator) and the two reference pages, each into its own folder under bench/dist/.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig } from 'vite';
import { type ChunkInfo, chunkInventory } from './chunk-inventory.ts';

export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_ROOT = join(PROJECT_ROOT, 'bench', 'dist');

export interface Built {
  readonly outDir: string;
  readonly chunks: readonly ChunkInfo[];
}

/**
 * Vite reads `VITE_*` variables from process.env: each build sees exactly its own, never a
 * variable of the shell the benchmark was started from.
 */
async function withViteEnv<T>(env: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) {
    if (key.startsWith('VITE_')) delete process.env[key];
  }
  Object.assign(process.env, env);
  try {
    return await run();
  } finally {
    for (const key of Object.keys(process.env)) {
      if (!(key in saved)) delete process.env[key];
    }
    Object.assign(process.env, saved);
  }
}

async function buildInto(
  name: string,
  env: Record<string, string>,
  config: (chunks: ChunkInfo[]) => InlineConfig,
): Promise<Built> {
  const outDir = join(OUT_ROOT, name);
  const chunks: ChunkInfo[] = [];
  const inline = config(chunks);
  await withViteEnv(env, () =>
    build({
      ...inline,
      mode: 'production',
      logLevel: 'warn',
      build: { ...inline.build, outDir, emptyOutDir: true },
    }),
  );
  return { outDir, chunks };
}

/** The app with the project's vite.config.ts, plus the chunk inventory. */
export function buildApp(name: string, env: Record<string, string>): Promise<Built> {
  return buildInto(name, env, (chunks) => ({
    root: PROJECT_ROOT,
    configFile: join(PROJECT_ROOT, 'vite.config.ts'),
    plugins: [chunkInventory(PROJECT_ROOT, chunks)],
  }));
}

/** A reference page from bench/fixtures/<name>, with the app's build target and sourcemaps. */
export function buildFixture(name: string, env: Record<string, string> = {}): Promise<Built> {
  return buildInto(name, env, (chunks) => ({
    root: join(PROJECT_ROOT, 'bench', 'fixtures', name),
    configFile: false,
    plugins: [react(), chunkInventory(PROJECT_ROOT, chunks)],
    build: { target: 'es2022', sourcemap: true },
  }));
}
