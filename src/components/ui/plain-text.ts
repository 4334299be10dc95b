// Bidirectional marks, overrides and isolates and invisible characters (zero-width, soft hyphen,
// Mongolian vowel separator) let text disguise itself (e.g. a name that renders reversed).
const INVISIBLE_CONTROLS =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
// C0/C1 control characters other than tab and newline.
const CONTROL_CHARACTERS = /[^\P{Cc}\t\n]/gu;
const HIDDEN_CHARACTERS = new RegExp(
  `${INVISIBLE_CONTROLS.source}|${CONTROL_CHARACTERS.source}`,
  'gu',
);

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

/**
 * Untrusted text shown as data the user inspects (a script's result): every invisible or
 * reordering character is shown as `\u{…}` instead of removed, so nothing is dropped and nothing
 * can disguise itself.
 */
export function visibleText(text: string): string {
  return text.replace(
    HIDDEN_CHARACTERS,
    (character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`,
  );
}
