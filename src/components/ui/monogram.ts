/** Up to two letters or digits of a token's symbol, for a token that has no logo. */
export function monogramOf(symbol: string): string {
  const marks = symbol.match(/[\p{L}\p{N}]/gu) ?? [];
  return marks.slice(0, 2).join('').toLocaleUpperCase() || '?';
}

/** One of the six tones (styles.css), the same for a token every time: from its identifier. */
export function toneOf(seed: string, tones = 6): number {
  let hash = 0;
  for (let index = 0; index < seed.length; index += 1) {
    hash = (hash * 31 + seed.charCodeAt(index)) >>> 0;
  }
  return hash % tones;
}
