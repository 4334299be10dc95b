import type { ArgumentDraft } from './argument-drafts.ts';
import { SCRIPT_EXAMPLES } from './examples.ts';

const MAX_TITLE = 80;

const clip = (text: string, max = MAX_TITLE) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * What a run is called in the history: the example's title when it is one, else the script's
 * opening comment (how people label their scripts), else its `main` signature. Never the first
 * code line, which is nearly always an import or `access(all) fun main(`.
 */
export function runTitle(cadence: string): string {
  const example = SCRIPT_EXAMPLES.find((candidate) => candidate.cadence === cadence);
  if (example) return example.title;

  for (const line of cadence.split('\n')) {
    const text = line.trim();
    if (text === '') continue;
    const comment = /^\/\/+\s*(.*)$/.exec(text)?.[1]?.trim();
    if (comment === undefined) break;
    if (comment !== '') return clip(comment);
  }

  const main = /\bfun\s+main\s*\(([^)]*)\)\s*(:?)/.exec(cadence);
  if (main) {
    const returns = main[2] ? returnType(cadence.slice(main.index + main[0].length)) : '';
    return clip(`main(${oneLine(main[1] ?? '')})${returns ? `: ${returns}` : ''}`);
  }
  const code = cadence
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '' && !line.startsWith('import') && !line.startsWith('//'));
  return clip(code ?? 'Empty script');
}

/**
 * The return type at the start of `rest`, up to the brace that opens the body. A type may hold
 * braces itself (`{String: UFix64}`, `&{FungibleToken.Balance}`): a `{` opens the body only
 * at depth 0 once a whole type has been read.
 */
function returnType(rest: string): string {
  let depth = 0;
  let type = '';
  for (const char of rest) {
    if (char === '{' && depth === 0 && /[\w}\]>?)]\s*$/.test(type)) break;
    if (char === '{' || char === '[' || char === '<') depth++;
    if (char === '}' || char === ']' || char === '>') depth--;
    type += char;
  }
  return oneLine(type);
}

/** The arguments of a run in one line: `address = 0x01cf…, minimum = nil`. */
export function runArguments(args: Readonly<Record<string, ArgumentDraft>>): string {
  const parts = Object.entries(args).map(
    ([name, draft]) => `${name} = ${draft.isNil ? 'nil' : oneLine(draft.text)}`,
  );
  return clip(parts.join(', '), 120);
}
