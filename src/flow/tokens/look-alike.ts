// The Cyrillic and Greek letters that look like Latin ones, and digits read as letters: the
// common part of Unicode's confusables list for token names. Not the whole list.
const CONFUSABLES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  α: 'a',
  β: 'b',
  ε: 'e',
  ζ: 'z',
  η: 'n',
  ι: 'i',
  κ: 'k',
  μ: 'm',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  '0': 'o',
  '1': 'l',
  '5': 's',
};

// Invisible letters too (U+3164 Hangul filler is a letter), so they cannot split a name.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * What a name looks like, for comparing it with another: compatibility forms folded (full-width,
 * ligatures), case folded, confusable letters mapped to Latin, and only letters kept, so
 * "ＦＬＯＷ", "F L O W", "Flow Token" and "FLОW" (Cyrillic О) look alike to "flow token"/"flow".
 */
export function lookAlikeKey(text: string): string {
  return [...text.normalize('NFKC').replace(INVISIBLE, '').toLowerCase()]
    .map((char) => CONFUSABLES[char] ?? char)
    .filter((char) => /\p{L}/u.test(char))
    .join('');
}
