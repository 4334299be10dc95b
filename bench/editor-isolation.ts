/**
 * The script runner's heavy parts (CodeMirror, the Cadence parser's worker and its ~5 MB wasm)
 * must load on `/scripts` only (CodeMirror also when a contract's source is opened,
 * read-only). Finds those files in the app's build, visits every other screen
 * and `/scripts`, and records which of them each visit requested.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import type { ChunkInfo } from './chunk-inventory.ts';
import { BUDGETED_SCREENS } from './js-budgets.ts';
import { trackNetwork } from './network-idle.ts';
import { SCREENS, type Screen, type SessionState } from './screens.ts';

const EDITOR_PACKAGE = /^(@codemirror\/|@lezer\/|@onflow\/cadence-parser$)/;
// The worker is bundled by its own build, outside the chunk inventory: found by file name.
const WORKER_OR_WASM = /^(parser\.worker-.*\.js|.*\.wasm)$/;

/** Every screen the bench budgets: none is the script runner. */
const OTHER_SCREENS: Readonly<Record<string, Screen>> = Object.fromEntries(
  BUDGETED_SCREENS.map((name) => [name, SCREENS[name]]),
);

export interface EditorIsolation {
  /** Build files holding CodeMirror or the parser (paths on the site, e.g. `/assets/x.js`). */
  readonly editorFiles: readonly string[];
  /** Per screen other than /scripts: the editor files it requested (should be none). */
  readonly otherScreens: Readonly<Record<string, readonly string[]>>;
  /** The editor files /scripts requested (should include CodeMirror, the worker and the wasm). */
  readonly scriptsScreen: readonly string[];
}

/** The build's files that belong to the script runner's editor and parser. */
function editorFilesOf(outDir: string, chunks: readonly ChunkInfo[]): string[] {
  const fromChunks = chunks
    .filter((chunk) => chunk.packages.some((share) => EDITOR_PACKAGE.test(share.name)))
    .map((chunk) => `/${chunk.file}`);
  const fromAssets = readdirSync(join(outDir, 'assets'))
    .filter((file) => WORKER_OR_WASM.test(file))
    .map((file) => `/assets/${file}`);
  return [...new Set([...fromChunks, ...fromAssets])].sort();
}

async function requestedPaths(
  browser: Browser,
  baseURL: string,
  screen: Screen,
  session: SessionState,
): Promise<string[]> {
  const context = await browser.newContext({
    baseURL,
    ...(screen.signedIn && { storageState: session }),
  });
  try {
    const page = await context.newPage();
    const origin = new URL(baseURL).origin;
    const paths = new Set<string>();
    // Workers' requests (the wasm) reach the context, not the page.
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin) paths.add(url.pathname);
    });
    const network = trackNetwork(page);
    await page.goto(screen.path);
    await screen.content(page).waitFor({ timeout: 30_000 });
    await network.idle();
    return [...paths];
  } finally {
    await context.close();
  }
}

export async function measureEditorIsolation(
  browser: Browser,
  site: { readonly url: string; readonly outDir: string; readonly chunks: readonly ChunkInfo[] },
  session: SessionState,
): Promise<EditorIsolation> {
  const editorFiles = editorFilesOf(site.outDir, site.chunks);
  const isEditorFile = (path: string) => editorFiles.includes(path);
  const otherScreens: Record<string, string[]> = {};
  for (const [name, screen] of Object.entries(OTHER_SCREENS)) {
    const paths = await requestedPaths(browser, site.url, screen, session);
    otherScreens[name] = paths.filter(isEditorFile);
  }
  const scriptsPaths = await requestedPaths(browser, site.url, SCREENS.scripts, session);
  return { editorFiles, otherScreens, scriptsScreen: scriptsPaths.filter(isEditorFile) };
}

/**
 * Other screens requested no editor file, and /scripts requested CodeMirror, the worker and the
 * wasm (so the check is not passing because the files were never found).
 */
export function editorIsolated(result: EditorIsolation): boolean {
  const leaks = Object.values(result.otherScreens).some((paths) => paths.length > 0);
  const scripts = result.scriptsScreen;
  const loadedOnScripts =
    scripts.some((path) => /\.wasm$/.test(path)) &&
    scripts.some((path) => /parser\.worker-/.test(path)) &&
    scripts.some((path) => /\.js$/.test(path) && !/parser\.worker-/.test(path));
  return !leaks && loadedOnScripts;
}

/** Editor files loaded by screens other than /scripts, counted (the target is 0). */
export function editorLeaks(result: EditorIsolation): number {
  return Object.values(result.otherScreens).reduce((sum, paths) => sum + paths.length, 0);
}
