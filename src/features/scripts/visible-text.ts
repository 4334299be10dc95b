// Bidi overrides/isolates, zero-width characters and C0/C1 controls (tab and newline aside).
const HIDDEN = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[^\P{Cc}\t\n]/gu;

/**
 * A script result's text with every invisible or reordering character shown as `\u{…}`: a
 * result is data the user inspects, so nothing is dropped, and nothing can disguise itself
 * (a name that renders reversed, say).
 */
export function visibleText(text: string): string {
  return text.replace(
    HIDDEN,
    (character) => `\\u{${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}}`,
  );
}
