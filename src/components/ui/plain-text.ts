// Bidirectional overrides/isolates and zero-width characters let metadata disguise itself
// (e.g. a name that renders reversed); they are removed from anything shown.
const INVISIBLE_CONTROLS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
// C0/C1 control characters other than tab and newline.
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n]/gu;

/**
 * Untrusted text (token and NFT metadata) made fit to show as plain text: controls and
 * invisible characters removed, at most `maxLength` characters. Rendered by React as text,
 * never as HTML.
 */
export function displayText(text: string | null | undefined, maxLength: number): string {
  const cleaned = (text ?? '')
    .replace(INVISIBLE_CONTROLS, '')
    .replace(CONTROL_CHARACTERS, '')
    .trim();
  const characters = Array.from(cleaned);
  return characters.length <= maxLength
    ? cleaned
    : `${characters.slice(0, maxLength - 1).join('')}…`;
}
