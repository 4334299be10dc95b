/**
 * Recognises the app's own Cadence. The `.cdc` files under `src/flow/cadence/` are read at
 * start-up, with the few scripts FCL itself sends (handlers/fcl-crypto.ts); a received source
 * matches a file when, after turning FCL's rewritten imports (`import X from 0x...`) back into
 * string imports (`import "X"`), it equals the file's text. The addresses of the rewritten
 * imports are checked separately against the chain's contracts (see `addressImports`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type CadenceProgramKind,
  describeCadenceEntryPointTyped,
  type TypedCadenceParameter,
} from '../../src/flow/cadence/parameters.ts';
import { cadenceParser } from '../../src/flow/cadence/testing/cadence-parser.ts';
import { FCL_CADENCE } from './handlers/fcl-crypto.ts';

export const CADENCE_DIR = fileURLToPath(new URL('../../src/flow/cadence/', import.meta.url));

export interface CadenceFile {
  /** Relative to `src/flow/cadence/`, e.g. `scripts/get_flow_balance.cdc`. */
  readonly file: string;
  readonly kind: CadenceProgramKind;
  readonly source: string;
  readonly normalized: string;
  readonly parameters: TypedCadenceParameter[];
}

/** Normalises a Cadence source for comparison: string imports, LF, no trailing whitespace. */
export function normalizeCadence(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .replace(/^(\s*)import\s+([A-Za-z_][A-Za-z0-9_]*)\s+from\s+0x[0-9a-fA-F]+/gm, '$1import "$2"')
    .replace(/^(\s*)import\s+"([A-Za-z_][A-Za-z0-9_]*)"\s*$/gm, '$1import "$2"')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .join('\n')
    .trim();
}

export interface AddressImport {
  readonly name: string;
  /** As written, `0x` + hex. */
  readonly address: string;
  /** Cadence's `line:column` of the imported name (line 1-based, column 0-based). */
  readonly position: string;
}

const ADDRESS_IMPORT = /^(\s*import\s+)([A-Za-z_][A-Za-z0-9_]*)\s+from\s+(0x[0-9a-fA-F]+)/;

/** The `import X from 0x…` declarations of a source (what FCL makes of `import "X"`). */
export function addressImports(source: string): AddressImport[] {
  const out: AddressImport[] = [];
  for (const [index, line] of source.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const match = ADDRESS_IMPORT.exec(line);
    if (match === null) continue;
    const [, prefix = '', name = '', address = ''] = match;
    out.push({ name, address, position: `${index + 1}:${prefix.length}` });
  }
  return out;
}

function listCdc(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) out.push(...listCdc(join(dir, entry.name), `${prefix}${entry.name}/`));
    else if (entry.name.endsWith('.cdc')) out.push(`${prefix}${entry.name}`);
  }
  return out.sort();
}

/** Reads and parses every `.cdc` file of the app, and FCL's own scripts. */
export async function loadCadenceFiles(dir: string = CADENCE_DIR): Promise<CadenceFile[]> {
  const parser = await cadenceParser();
  const files: CadenceFile[] = [];
  const sources = [
    ...listCdc(dir).map((file) => ({ file, source: readFileSync(join(dir, file), 'utf8') })),
    ...FCL_CADENCE,
  ];
  for (const { file, source } of sources) {
    const parsed = parser.parse(source) as { program?: unknown; error?: unknown };
    if (parsed.error !== undefined && parsed.error !== null) {
      throw new Error(`cannot parse ${file}: ${JSON.stringify(parsed.error)}`);
    }
    const entry = describeCadenceEntryPointTyped(parsed.program);
    files.push({
      file,
      kind: entry.kind,
      source,
      normalized: normalizeCadence(source),
      parameters: entry.parameters,
    });
  }
  return files;
}

/** 1-based line and column of the first occurrence of `needle` in `source`. */
export function positionOf(source: string, needle: string): string {
  const offset = source.indexOf(needle);
  if (offset < 0) return '1:0';
  return lineColumnAt(source, offset);
}

/** `line:column` (1-based line, 0-based column) of an offset in `source`, as Cadence prints it. */
export function lineColumnAt(source: string, offset: number): string {
  const before = source.slice(0, offset).split('\n');
  return `${before.length}:${(before[before.length - 1] ?? '').length}`;
}
