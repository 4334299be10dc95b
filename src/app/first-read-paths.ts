/**
 * The paths whose screen sends a first read, by the reads module it sends it from
 * (`routes/<name>.reads.ts`, a screen's `reads` in route-table.ts). Plain data, because the build
 * reads it too: index.html asks for those modules' files on these paths before the entry has
 * run (scripts/vite-first-read-hints.ts). route-table.test.ts checks it against the table.
 */
export const FIRST_READ_PATHS = {
  overview: ['/account', '/address/:address'],
  tokens: ['/tokens', '/address/:address/tokens'],
  nfts: ['/nfts', '/address/:address/nfts'],
} as const satisfies Record<string, readonly string[]>;
