import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clipped, METADATA_LIMITS, usableUri } from './metadata-text.ts';

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The rule read straight: segment everything, keep `max` characters. */
function clippedByFullSegmentation(text: string, max: number): string {
  const characters = Array.from(graphemes.segment(text), (part) => part.segment);
  return characters.length <= max ? text : `${characters.slice(0, max).join('')}…`;
}

/** Pieces whose grapheme boundaries depend on their neighbours. */
const PIECES = [
  'a',
  'q\u0301',
  '\u0301',
  '🇫🇷',
  '🇫',
  '👩‍👩‍👧',
  '\u200d',
  '\r\n',
  '\r',
  '\n',
  '한',
  '\u1100',
  '\u1161',
  'é',
];

describe('the expected text is cut as Cadence cuts it, without segmenting all of a long one', () => {
  it('property: the same cut as segmenting the whole text, for any mix of combining pieces', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 120 }),
        fc.integer({ min: 1, max: 40 }),
        (pieces, max) => {
          const text = pieces.join('');
          expect(clipped(text, max)).toBe(clippedByFullSegmentation(text, max));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a long run of combining marks is one character, however long', () => {
    const text = `q${'\u0301'.repeat(5000)}b`;
    expect(clipped(text, 1)).toBe(`q${'\u0301'.repeat(5000)}…`);
    expect(clipped(text, 2)).toBe(text);
  });

  it('a 1 MB text: cut to the limit, and a 1 MB URI is nil', () => {
    const text = 'A'.repeat(1_000_000);
    expect(clipped(text, METADATA_LIMITS.name)).toBe(`${'A'.repeat(METADATA_LIMITS.name)}…`);
    expect(usableUri(text)).toBeNull();
    expect(usableUri('A'.repeat(METADATA_LIMITS.uri))).toBe('A'.repeat(METADATA_LIMITS.uri));
  });
});
