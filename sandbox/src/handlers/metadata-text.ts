import { METADATA_LIMITS } from '../../../src/flow/cadence/scripts/metadata-limits.ts';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The list scripts' `clipped`: Cadence characters are graphemes; a cut text ends in "…". */
export function clipped(text: string, max: number): string {
  const characters = Array.from(graphemes.segment(text), (part) => part.segment);
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}…`;
}

/** The list scripts' `usableURI`: nil for a URI longer than the app would load. */
export function usableUri(uri: string | null): string | null {
  if (uri === null) return null;
  return Array.from(graphemes.segment(uri)).length <= METADATA_LIMITS.uri ? uri : null;
}

export { METADATA_LIMITS };
