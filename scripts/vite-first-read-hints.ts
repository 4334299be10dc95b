/**
 * Vite plugin: index.html asks for the first read's code while the entry is still on its way.
 *
 * main.tsx sends a screen's first read once its reads module (and what that imports) has
 * arrived. On its own it asks for those files once the entry has arrived and run: a round trip
 * after the page, behind the app's largest file. A small inline script in the page adds their
 * `modulepreload` links first, when the path is one of FIRST_READ_PATHS. It sits right after the
 * entry's tag, so the entry is asked for first, and before the stylesheet's, which a classic
 * script after it would wait for. Vite's loader finds the links there and adds none again. The
 * content security policy allows the script by its hash (vite-security-headers.ts).
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

/** `chunk` and every chunk it imports statically, but those the entry already brings. */
export function filesOf(bundle: OutputBundle, chunk: OutputChunk): string[] {
  const byName = new Map(chunksOf(bundle).map((each) => [each.fileName, each]));
  const loaded = new Set<string>();
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

/**
 * The inline script: on a path matching a rule, one `modulepreload` link per file, as Vite's
 * loader writes them (same URL, `crossorigin`), so it finds them there and adds none again.
 */
export function hintScript(base: string, files: readonly string[], rules: readonly HintRule[]) {
  const table = rules.map(({ pattern, files }) => [pattern.source, pattern.flags, files]);
  return [
    `(()=>{const f=${JSON.stringify(files)};`,
    `for(const[p,g,i]of ${JSON.stringify(table)})`,
    'if(new RegExp(p,g).test(location.pathname)){',
    'for(const n of i){const l=document.createElement("link");',
    `l.rel="modulepreload";l.crossOrigin="";l.href=${JSON.stringify(base)}+f[n];document.head.append(l)}`,
    'break}})()',
  ].join('');
}

/** `html` with `script` right after the entry's module script tag. */
export function withHintScript(html: string, script: string): string {
  const entry = /<script type="module"[^>]*><\/script>/.exec(html);
  if (!entry) throw new Error('first-read hints: index.html has no entry script');
  const at = entry.index + entry[0].length;
  return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
}

export function firstReadHintsPlugin(routes: readonly FirstReadRoutes[]): Plugin {
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
        const files: string[] = [];
        const rules = routes.flatMap(({ module, paths }) => {
          const chunk = chunksOf(bundle).find((each) => each.facadeModuleId === module);
          if (!chunk) throw new Error(`first-read hints: no chunk for ${module}`);
          const indexes = filesOf(bundle, chunk).map((file) => {
            if (!files.includes(file)) files.push(file);
            return files.indexOf(file);
          });
          return paths.map((path) => ({ pattern: parse(path).pattern, files: indexes }));
        });
        return withHintScript(html, hintScript(base, files, rules));
      },
    },
  };
}
