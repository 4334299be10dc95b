/**
 * Vite plugin: index.html asks for the first reads' files and the app's at once.
 *
 * The entry (main.tsx, a small file) sends the screen's first read once its reads module (and
 * what that imports) has arrived, and then imports the app (start-app.tsx). Asked for only by
 * the entry as it runs, each would come one round trip late. The page asks for the app's files
 * with `modulepreload` links, and a small inline script adds those of the path's reads files
 * when the path is one of FIRST_READ_PATHS. The script sits right after the entry's tag, so the
 * entry is asked for first, and before the stylesheets, which a classic script after them would
 * wait for. Vite's loader finds the links there and adds none again. The content security policy
 * allows the script by its hash (vite-security-headers.ts).
 */
import { parse } from 'regexparam';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A reads module (its absolute path) and the route patterns it sends the first read for. */
export interface FirstReadRoutes {
  readonly module: string;
  readonly paths: readonly string[];
}

/** A path pattern and the files (indexes into the file list) its page asks for. */
export interface HintRule {
  readonly pattern: RegExp;
  readonly files: readonly number[];
}

const chunksOf = (bundle: OutputBundle): OutputChunk[] =>
  Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');

/** The chunk that holds `module`. */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = chunksOf(bundle).find((each) => each.moduleIds.includes(module));
  if (!chunk) throw new Error(`first-read hints: no chunk for ${module}`);
  return chunk;
}

/**
 * `chunk` and every chunk it imports statically, but those the entry already brings and those
 * the page links already (`linked`).
 */
export function filesOf(
  bundle: OutputBundle,
  chunk: OutputChunk,
  linked: readonly string[] = [],
): string[] {
  const byName = new Map(chunksOf(bundle).map((each) => [each.fileName, each]));
  const loaded = new Set<string>(linked);
  for (const entry of chunksOf(bundle).filter((each) => each.isEntry)) {
    for (const name of [entry.fileName, ...entry.imports]) loaded.add(name);
  }
  const files: string[] = [];
  const queue = [chunk.fileName];
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    if (loaded.has(name) || files.includes(name)) continue;
    files.push(name);
    queue.push(...(byName.get(name)?.imports ?? []));
  }
  return files;
}

/** A `modulepreload` link as Vite's loader writes it (same URL, `crossorigin`). */
const preloadLink = (base: string, file: string) =>
  `<link rel="modulepreload" crossorigin href="${base}${file}">`;

/** A stylesheet link as Vite writes the entry's, which its loader finds and adds no more. */
const stylesheetLink = (base: string, file: string) =>
  `<link rel="stylesheet" crossorigin href="${base}${file}">`;

/**
 * The links of the app's files (`appFiles`: its chunk and what that imports, as filesOf gives
 * them): each script, and the stylesheets its modules import (all of the app's: the entry imports
 * none, so that the page has one stylesheet, and no chunk that imports the entry names one).
 */
export function appLinks(
  bundle: OutputBundle,
  appFiles: readonly string[],
  base: string,
): string[] {
  const byName = new Map(chunksOf(bundle).map((each) => [each.fileName, each]));
  return appFiles.flatMap((file) => [
    preloadLink(base, file),
    ...[...(byName.get(file)?.viteMetadata?.importedCss ?? [])].map((css) =>
      stylesheetLink(base, css),
    ),
  ]);
}

/**
 * The inline script: on a path matching a rule, one `modulepreload` link per file of the path's
 * reads, as Vite's loader writes them, so that it finds them there and adds none again.
 */
export function hintScript(base: string, files: readonly string[], rules: readonly HintRule[]) {
  const table = rules.map(({ pattern, files }) => [pattern.source, pattern.flags, files]);
  return [
    `(()=>{const b=${JSON.stringify(base)},f=${JSON.stringify(files)},`,
    'add=(t,a)=>document.head.append(Object.assign(document.createElement(t),{crossOrigin:""},a));',
    `for(const[p,g,i]of ${JSON.stringify(table)})`,
    'if(new RegExp(p,g).test(location.pathname)){',
    'for(const n of i)add("link",{rel:"modulepreload",href:b+f[n]});',
    'break}})()',
  ].join('');
}

/** `html` with `script`, then the app's `links`, right after the entry's module script tag. */
export function withHints(html: string, script: string, links: readonly string[]): string {
  const entry = /<script type="module"[^>]*><\/script>/.exec(html);
  if (!entry) throw new Error('first-read hints: index.html has no entry script');
  const at = entry.index + entry[0].length;
  const added = [`<script>${script}</script>`, ...links].map((tag) => `\n    ${tag}`).join('');
  return `${html.slice(0, at)}${added}${html.slice(at)}`;
}

export function firstReadHintsPlugin(routes: readonly FirstReadRoutes[], app: string): Plugin {
  let base = '/';
  return {
    name: 'flowdeck-first-read-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const appFiles = filesOf(bundle, chunkOf(bundle, app));
        const files: string[] = [];
        const rules = routes.flatMap(({ module, paths }) => {
          const indexes = filesOf(bundle, chunkOf(bundle, module), appFiles).map((file) => {
            if (!files.includes(file)) files.push(file);
            return files.indexOf(file);
          });
          return paths.map((path) => ({ pattern: parse(path).pattern, files: indexes }));
        });
        const links = appLinks(bundle, appFiles, base);
        return withHints(html, hintScript(base, files, rules), links);
      },
    },
  };
}
