/**
 * Searches built files for things that must never ship: private keys, mnemonics, flow.json
 * account keys, environment values that are not `VITE_` settings. Used by bundle-secrets.test.ts.
 */
import { wordlist as BIP39_ENGLISH } from '@scure/bip39/wordlists/english';

export interface Finding {
  readonly kind:
    | 'forbidden value'
    | '64-hex value'
    | 'PRIVATE_KEY'
    | 'mnemonic'
    | 'flow.json account key'
    | 'VITE_ name';
  readonly match: string;
}

export interface ScanRules {
  /** Values that must not appear anywhere, even inside longer text (case-insensitive). */
  readonly forbiddenValues: readonly string[];
  /** Public 64-hex constants the bundle may contain (lower case, no 0x). */
  readonly allowedHex: ReadonlySet<string>;
  /** The only `VITE_*` names the bundle may mention. */
  readonly allowedViteNames: ReadonlySet<string>;
}

const HEX_64 = /(?<![0-9a-fA-F])[0-9a-fA-F]{64}(?![0-9a-fA-F])/g;
const VITE_NAME = /\bVITE_[A-Z0-9_]+/g;
// flow.json's `accounts` entries, as JSON or as the object literal Vite turns an import into.
const ACCOUNT_KEY_BLOCK = [
  /["']?accounts["']?\s*:\s*\{\s*["']?[\w-]+["']?\s*:\s*\{\s*["']?address["']?\s*:/g,
  /["']?address["']?\s*:\s*["'](0x)?[0-9a-fA-F]{16}["']\s*,\s*["']?key["']?\s*:/g,
];
const MNEMONIC_LENGTH = 12;
const BIP39_WORDS: ReadonlySet<string> = new Set(BIP39_ENGLISH);

/** Forbidden values anywhere in the text, even inside longer text, in any letter case. */
export function findForbiddenValues(text: string, values: readonly string[]): Finding[] {
  const lower = text.toLowerCase();
  return values
    .filter((value) => lower.includes(value.toLowerCase()))
    .map((value) => ({ kind: 'forbidden value', match: value }));
}

/** Every rule: forbidden values, unknown 64-hex values, PRIVATE_KEY, mnemonics, account keys. */
export function scanText(text: string, rules: ScanRules): Finding[] {
  const findings = findForbiddenValues(text, rules.forbiddenValues);
  for (const [hex] of text.matchAll(HEX_64)) {
    if (!rules.allowedHex.has(hex.toLowerCase()))
      findings.push({ kind: '64-hex value', match: hex });
  }
  if (text.includes('PRIVATE_KEY')) findings.push({ kind: 'PRIVATE_KEY', match: 'PRIVATE_KEY' });
  for (const phrase of mnemonics(text)) findings.push({ kind: 'mnemonic', match: phrase });
  // JSON embedded as a string literal escapes its quotes.
  const unescaped = text.replaceAll('\\"', '"');
  for (const pattern of ACCOUNT_KEY_BLOCK) {
    for (const [block] of unescaped.matchAll(pattern)) {
      findings.push({ kind: 'flow.json account key', match: block });
    }
  }
  for (const [name] of text.matchAll(VITE_NAME)) {
    if (!rules.allowedViteNames.has(name)) findings.push({ kind: 'VITE_ name', match: name });
  }
  return findings;
}

/** Runs of at least 12 BIP-39 English words separated by spaces (the way phrases are written). */
function mnemonics(text: string): string[] {
  const found: string[] = [];
  for (const [run] of text.matchAll(/\b[a-z]{3,8}(?: [a-z]{3,8}){11,}\b/g)) {
    let current: string[] = [];
    for (const word of [...run.split(' '), '']) {
      if (BIP39_WORDS.has(word)) {
        current.push(word);
        continue;
      }
      if (current.length >= MNEMONIC_LENGTH) found.push(current.join(' '));
      current = [];
    }
  }
  return found;
}

/** The parts of a source map that are ours: every source outside node_modules, with content. */
export function ownSourcesOf(sourceMap: string): { path: string; content: string }[] {
  const parsed: unknown = JSON.parse(sourceMap);
  if (typeof parsed !== 'object' || parsed === null) return [];
  const sources: unknown = Reflect.get(parsed, 'sources');
  const contents: unknown = Reflect.get(parsed, 'sourcesContent');
  if (!Array.isArray(sources) || !Array.isArray(contents)) return [];
  return sources.flatMap((path: unknown, index) => {
    const content: unknown = contents[index];
    return typeof path === 'string' &&
      !path.includes('node_modules/') &&
      typeof content === 'string'
      ? [{ path, content }]
      : [];
  });
}
