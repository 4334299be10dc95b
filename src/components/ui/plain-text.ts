// What text may hide in, one definition for removing (displayText) and for showing (visibleText):
// - Unicode's default-ignorable code points: bidi marks, overrides and isolates, zero-width
//   characters, the soft hyphen, Hangul fillers (U+115F, U+1160, U+3164, U+FFA0; they make
//   names that look blank), tag characters (U+E0000–U+E0FFF), variation selectors;
// - the line and paragraph separators U+2028/U+2029, and the braille blank U+2800, which draws
//   nothing;
// - C0/C1 control characters other than tab and newline.
const HIDDEN_CHARACTERS = /[\p{Default_Ignorable_Code_Point}\u2028\u2029\u2800]|[^\P{Cc}\t\n]/gu;

/**
 * Untrusted text (token and NFT metadata) made fit to show as plain text: controls and
 * invisible characters removed, at most `maxLength` characters. Rendered by React as text,
 * never as HTML.
 */
export function displayText(text: string | null | undefined, maxLength: number): string {
  return cut((text ?? '').replace(HIDDEN_CHARACTERS, '').trim(), maxLength);
}

/** At most `maxLength` characters (code points, not UTF-16 units), the last one "…" if cut. */
function cut(text: string, maxLength: number): string {
  const characters = Array.from(text);
  return characters.length <= maxLength ? text : `${characters.slice(0, maxLength - 1).join('')}…`;
}

/**
 * Untrusted text inside a string that cannot hold an element (an `<option>` label): wrapped in
 * FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, so right-to-left letters in it cannot reorder
 * the text around it. In markup, `<bdi>` does the same.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
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

/**
 * Untrusted text the user inspects, kept to one line's worth: `visibleText`, then cut to at most
 * `maxLength` characters (the last one "…"), so a hostile name cannot push the page apart.
 */
export function inspectedText(text: string, maxLength: number): string {
  return cut(visibleText(text), maxLength);
}
