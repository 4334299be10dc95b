/**
 * Vite plugin: index.html starts the first read while the app's entry is still on its way.
 *
 * main.tsx sends a screen's first read once its reads module (and what that imports) has
 * arrived, but only once the entry itself has arrived and run: behind the app's largest file,
 * and on a main thread then busy with it. The plugin emits the first reads' own entry
 * (src/app/first-reads-entry.ts: one call, on the small chunk the two entries share),
 * and a small inline script in the page runs it, and adds the `modulepreload` links of the
 * path's reads files, when the path is one of FIRST_READ_PATHS. The script sits right after the
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

/** The chunk whose module is `module` (an entry, or a module imported dynamically). */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunk = chunksOf(bundle).find((each) => each.facadeModuleId === module);
  if (!chunk) throw new Error(`first-read hints: no chunk for ${module}`);
  return chunk;
}

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
 * The inline script: on a path matching a rule, the first reads' own entry (`entry`, run as soon
 * as it arrives), then one `modulepreload` link per file of the path's reads, as Vite's loader
 * writes them (same URL, `crossorigin`), so that it finds them there and adds none again.
 */
export function hintScript(
  base: string,
  entry: string,
  files: readonly string[],
  rules: readonly HintRule[],
) {
  const table = rules.map(({ pattern, files }) => [pattern.source, pattern.flags, files]);
  return [
    `(()=>{const b=${JSON.stringify(base)},f=${JSON.stringify(files)},`,
    'add=(t,a)=>document.head.append(Object.assign(document.createElement(t),{crossOrigin:""},a));',
    `for(const[p,g,i]of ${JSON.stringify(table)})`,
    'if(new RegExp(p,g).test(location.pathname)){',
    `add("script",{type:"module",src:b+${JSON.stringify(entry)}});`,
    'for(const n of i)add("link",{rel:"modulepreload",href:b+f[n]});',
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

export function firstReadHintsPlugin(
  routes: readonly FirstReadRoutes[],
  firstReadsEntry: string,
): Plugin {
  let base = '/';
  return {
    name: 'flowdeck-first-read-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: firstReadsEntry, name: 'first-reads' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const files: string[] = [];
        const rules = routes.flatMap(({ module, paths }) => {
          const indexes = filesOf(bundle, chunkOf(bundle, module)).map((file) => {
            if (!files.includes(file)) files.push(file);
            return files.indexOf(file);
          });
          return paths.map((path) => ({ pattern: parse(path).pattern, files: indexes }));
        });
        const entry = chunkOf(bundle, firstReadsEntry).fileName;
        return withHintScript(html, hintScript(base, entry, files, rules));
      },
    },
  };
}
