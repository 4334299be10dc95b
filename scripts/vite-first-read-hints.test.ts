import { parse } from 'regexparam';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { appLinks, filesOf, hintScript, withHints } from './vite-first-read-hints.ts';

/**
 * A bundle of chunks from `file: [its static imports]`, the first one the entry; `css` names the
 * stylesheets some import.
 */
function bundleOf(
  imports: Record<string, readonly string[]>,
  css: Record<string, readonly string[]> = {},
): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, chunkImports], index) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        imports: [...chunkImports],
        isEntry: index === 0,
        viteMetadata: { importedCss: new Set(css[fileName] ?? []), importedAssets: new Set() },
      },
    ]),
  ) as unknown as Rolldown.OutputBundle;
}

const chunk = (bundle: Rolldown.OutputBundle, fileName: string) =>
  bundle[fileName] as Rolldown.OutputChunk;

describe('filesOf', () => {
  it('takes the chunk and what it imports, at any depth, once each, but what the entry brings', () => {
    const bundle = bundleOf({
      'assets/index.js': ['assets/vendor.js'],
      'assets/vendor.js': [],
      'assets/overview.reads.js': ['assets/summary.js', 'assets/reads.js', 'assets/index.js'],
      'assets/summary.js': ['assets/reads.js', 'assets/ufix64.js', 'assets/vendor.js'],
      'assets/reads.js': ['assets/index.js'],
      'assets/ufix64.js': [],
      'assets/tokens.reads.js': ['assets/reads.js'],
    });
    expect(filesOf(bundle, chunk(bundle, 'assets/overview.reads.js'))).toEqual([
      'assets/overview.reads.js',
      'assets/summary.js',
      'assets/reads.js',
      'assets/ufix64.js',
    ]);
  });

  it('leaves out what the page links already, so that no file is linked twice', () => {
    const bundle = bundleOf({
      'assets/start.js': [],
      'assets/app.js': ['assets/runtime.js'],
      'assets/runtime.js': [],
      'assets/overview.reads.js': ['assets/reads.js'],
      'assets/reads.js': ['assets/runtime.js', 'assets/start.js'],
    });
    const appFiles = filesOf(bundle, chunk(bundle, 'assets/app.js'));
    expect(appFiles).toEqual(['assets/app.js', 'assets/runtime.js']);
    expect(filesOf(bundle, chunk(bundle, 'assets/overview.reads.js'), appFiles)).toEqual([
      'assets/overview.reads.js',
      'assets/reads.js',
    ]);
  });
});

describe('appLinks', () => {
  it('links each of the app’s files the entry does not bring, with the stylesheets each imports', () => {
    const bundle = bundleOf(
      {
        'assets/start.js': ['assets/runtime.js'],
        'assets/runtime.js': [],
        'assets/app.js': ['assets/start.js', 'assets/runtime.js', 'assets/react.js'],
        'assets/react.js': [],
      },
      { 'assets/start.js': ['assets/start.css'], 'assets/app.js': ['assets/app.css'] },
    );
    const appFiles = filesOf(bundle, chunk(bundle, 'assets/app.js'));
    expect(appLinks(bundle, appFiles, '/flowdeck/')).toEqual([
      '<link rel="modulepreload" crossorigin href="/flowdeck/assets/app.js">',
      '<link rel="stylesheet" crossorigin href="/flowdeck/assets/app.css">',
      '<link rel="modulepreload" crossorigin href="/flowdeck/assets/react.js">',
    ]);
  });
});

/** An element the script added to the head: its tag and the properties it set. */
type Added = Record<string, string> & { readonly tag: string };

/** Runs the inline script as the page would at `pathname`, and returns what it added. */
function runAt(script: string, pathname: string): Added[] {
  const added: Added[] = [];
  const document = {
    createElement: (tag: string) => ({ tag }),
    head: { append: (element: Added) => added.push(element) },
  };
  new Function('location', 'document', script)({ pathname }, document);
  return added;
}

describe('hintScript', () => {
  const files = ['assets/overview.reads.js', 'assets/reads.js', 'assets/tokens.reads.js'];
  const script = hintScript('/', files, [
    { pattern: parse('/account').pattern, files: [0, 1] },
    { pattern: parse('/address/:address').pattern, files: [0, 1] },
    { pattern: parse('/address/:address/tokens').pattern, files: [2, 1] },
  ]);
  const linksAt = (pathname: string) =>
    runAt(script, pathname).flatMap((added) => (added.tag === 'link' ? [added.href] : []));

  it('adds a modulepreload link per file of the path’s reads, as Vite’s loader would', () => {
    expect(runAt(script, '/account')).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/overview.reads.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/reads.js' },
    ]);
    expect(linksAt('/address/0x01cf0e2f2f715450/tokens')).toEqual([
      '/assets/tokens.reads.js',
      '/assets/reads.js',
    ]);
  });

  it('matches paths as the router does: any case, a trailing slash', () => {
    expect(linksAt('/ACCOUNT/')).toEqual(['/assets/overview.reads.js', '/assets/reads.js']);
    expect(linksAt('/Address/0x01cf0e2f2f715450')).toHaveLength(2);
  });

  it('adds nothing on a path without a first read', () => {
    for (const pathname of ['/', '/account/keys', '/accounts', '/send', '/address/0x1/nfts/x/1']) {
      expect(runAt(script, pathname), pathname).toEqual([]);
    }
  });

  it('puts the app’s base before each file', () => {
    const under = hintScript('/flowdeck/', files, [{ pattern: parse('/').pattern, files: [1] }]);
    expect(runAt(under, '/').map(({ href }) => href)).toEqual(['/flowdeck/assets/reads.js']);
  });
});

describe('withHints', () => {
  it('puts the script, then the app’s links, right after the entry’s tag and before its stylesheet', () => {
    const html = [
      '<head>',
      '<script type="module" crossorigin src="/assets/start-1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/start-2.css">',
      '</head>',
    ].join('\n');
    const links = ['<link rel="modulepreload" crossorigin href="/assets/app-3.js">'];
    const out = withHints(html, 'hint()', links);
    const at = (part: string) => out.indexOf(part);
    expect(at('/assets/start-1.js')).toBeGreaterThan(-1);
    expect(at('<script>hint()</script>')).toBeGreaterThan(at('/assets/start-1.js'));
    expect(at('/assets/app-3.js')).toBeGreaterThan(at('<script>hint()</script>'));
    expect(at('/assets/start-2.css')).toBeGreaterThan(at('/assets/app-3.js'));
    expect(out.replace(/\n\s*<script>hint\(\)<\/script>\n\s*<link[^>]*>/, '')).toBe(html);
  });

  it('refuses a page without an entry script', () => {
    expect(() => withHints('<head></head>', 'hint()', [])).toThrow(/no entry script/);
  });
});
