import { METADATA_LIMITS } from '../../src/flow/cadence/scripts/metadata-limits.ts';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Where the text's character number `max` starts (Cadence characters are graphemes), or null
 * when it has at most `max`. Segments growing prefixes, not the whole text: Intl.Segmenter takes
 * seconds over a 1 MB text. A boundary found before a prefix's last one is final (only the
 * prefix's end can add a false one).
 */
function cutIndex(text: string, max: number): number | null {
  // A character is at least one UTF-16 unit.
  if (text.length <= max) return null;
  for (let length = max * 2 + 16; ; length *= 2) {
    const prefix = text.slice(0, length);
    const starts = Array.from(graphemes.segment(prefix), (part) => part.index);
    if (starts.length > max + 1) return starts[max] ?? null;
    if (prefix.length === text.length) return starts.length > max ? (starts[max] ?? null) : null;
  }
}

/** The scripts' `clipped`: at most `max` characters; a cut text ends in "…". */
export function clipped(text: string, max: number): string {
  const cut = cutIndex(text, max);
  return cut === null ? text : `${text.slice(0, cut)}…`;
}

/** The scripts' `usableURI`: nil for a URI longer than the app would load. */
export function usableUri(uri: string | null): string | null {
  if (uri === null) return null;
  return cutIndex(uri, METADATA_LIMITS.uri) === null ? uri : null;
}

export { METADATA_LIMITS };
