import { parse } from 'regexparam';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { filesOf, hintScript, withHintScript } from './vite-first-read-hints.ts';

/** A bundle of chunks from `file: [its static imports]`, the first one the entry. */
function bundleOf(imports: Record<string, readonly string[]>): Rolldown.OutputBundle {
  return Object.fromEntries(
    Object.entries(imports).map(([fileName, chunkImports], index) => [
      fileName,
      { type: 'chunk', fileName, imports: [...chunkImports], isEntry: index === 0 },
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

const ENTRY = 'assets/first-reads.js';

describe('hintScript', () => {
  const files = ['assets/overview.reads.js', 'assets/reads.js', 'assets/tokens.reads.js'];
  const script = hintScript('/', ENTRY, files, [
    { pattern: parse('/account').pattern, files: [0, 1] },
    { pattern: parse('/address/:address').pattern, files: [0, 1] },
    { pattern: parse('/address/:address/tokens').pattern, files: [2, 1] },
  ]);
  const linksAt = (pathname: string) =>
    runAt(script, pathname).flatMap((added) => (added.tag === 'link' ? [added.href] : []));

  it('runs the first reads’ entry, then adds a modulepreload link per file of the path’s reads, as Vite’s loader would', () => {
    expect(runAt(script, '/account')).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/first-reads.js' },
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
    const under = hintScript('/flowdeck/', ENTRY, files, [
      { pattern: parse('/').pattern, files: [1] },
    ]);
    expect(runAt(under, '/').map(({ src, href }) => src ?? href)).toEqual([
      '/flowdeck/assets/first-reads.js',
      '/flowdeck/assets/reads.js',
    ]);
  });
});

describe('withHintScript', () => {
  it('puts the script right after the entry’s tag: after the entry, before the stylesheet', () => {
    const html = [
      '<head>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="stylesheet" crossorigin href="/assets/index-2.css">',
      '</head>',
    ].join('\n');
    const out = withHintScript(html, 'hint()');
    const at = (part: string) => out.indexOf(part);
    expect(at('/assets/index-1.js')).toBeGreaterThan(-1);
    expect(at('<script>hint()</script>')).toBeGreaterThan(at('/assets/index-1.js'));
    expect(at('/assets/index-2.css')).toBeGreaterThan(at('<script>hint()</script>'));
    expect(out.replace(/\n\s*<script>hint\(\)<\/script>/, '')).toBe(html);
  });

  it('refuses a page without an entry script', () => {
    expect(() => withHintScript('<head></head>', 'hint()')).toThrow(/no entry script/);
  });
});
