import {
  CadenceEntryPointError,
  describeCadenceEntryPointTyped,
  type TypedCadenceEntryPoint,
} from '../../flow/cadence/parameters.ts';
import { isRecord } from '../../flow/is-record.ts';

/** One parser message, placed in the source. */
export interface ScriptDiagnostic {
  /** UTF-16 offsets into the source (what the editor counts), clamped to its length. */
  readonly from: number;
  readonly to: number;
  /** 1-based line of `from`. */
  readonly line: number;
  /** 1-based column of `from`, in UTF-16 characters from the start of its line. */
  readonly column: number;
  readonly message: string;
}

export interface ScriptAnalysis {
  readonly diagnostics: ScriptDiagnostic[];
  /** The script's `main` and its parameters; null while it does not parse or has no entry point. */
  readonly entry: TypedCadenceEntryPoint | null;
  /** Why the source cannot be run as a script, in plain words; null when it can. */
  readonly refusal: string | null;
}

export const TRANSACTION_REFUSAL =
  'This is a transaction, not a script. Transactions change the chain and must be signed, so ' +
  'Flowdeck runs scripts only here; send transactions from your wallet or from the Send screen.';

export const NO_MAIN_REFUSAL =
  'A script needs an entry point: `access(all) fun main(...)`, which returns the result.';

/** Diagnostics per parse are capped: a pasted binary should not flood the editor. */
const MAX_DIAGNOSTICS = 100;
const MAX_MESSAGE_LENGTH = 1_000;

function byteOffsetOf(position: unknown): number | null {
  if (!isRecord(position)) return null;
  const offset = position.Offset;
  return typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 ? offset : null;
}

/** The parser echoes the source in `error.Code` (base64 of its UTF-8 bytes). */
function sourceOfError(error: Record<string, unknown>): string | null {
  if (typeof error.Code !== 'string') return null;
  try {
    const binary = atob(error.Code);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Maps UTF-8 byte offsets (what the Go parser reports) to UTF-16 offsets (what the browser's
 * strings and the editor use), so a diagnostic after an emoji or an accent lands where it is.
 */
function utf16OffsetOfByte(source: string): (byteOffset: number) => number {
  const byteStarts: number[] = [];
  let bytes = 0;
  for (let index = 0; index < source.length; index++) {
    byteStarts.push(bytes);
    const code = source.codePointAt(index) ?? 0;
    if (code > 0xffff) {
      bytes += 4;
      index++;
      byteStarts.push(bytes);
    } else {
      bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : 3;
    }
  }
  return (byteOffset) => {
    if (byteOffset >= bytes) return source.length;
    let low = 0;
    let high = byteStarts.length - 1;
    // The last UTF-16 index whose character starts at or before the byte.
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((byteStarts[middle] ?? 0) <= byteOffset) low = middle;
      else high = middle - 1;
    }
    return low;
  };
}

function lineAndColumn(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset; index++) {
    if (source.charCodeAt(index) === 10) {
      line++;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

// Cadence's parser.IntegerLiteralKind and InvalidNumberLiteralKind, by their Go enum values.
const INTEGER_LITERAL_KINDS = ['', 'binary ', 'octal ', 'decimal ', 'hexadecimal '];
const INVALID_LITERAL_REASONS = [
  'unknown',
  'leading underscore',
  'trailing underscore',
  'unknown prefix',
  'missing digits',
];

/** The parser's message; an invalid integer literal comes as fields only, worded like Cadence. */
function messageOf(entry: Record<string, unknown>): string {
  if (typeof entry.Message === 'string' && entry.Message !== '') return entry.Message;
  if (typeof entry.Literal === 'string') {
    const kind =
      typeof entry.IntegerLiteralKind === 'number'
        ? (INTEGER_LITERAL_KINDS[entry.IntegerLiteralKind] ?? '')
        : '';
    const reason =
      typeof entry.InvalidIntegerLiteralKind === 'number'
        ? INVALID_LITERAL_REASONS[entry.InvalidIntegerLiteralKind]
        : undefined;
    return `invalid ${kind}integer literal \`${entry.Literal}\`${reason === undefined ? '' : `: ${reason}`}`;
  }
  return 'Syntax error';
}

function diagnosticsOf(
  result: Record<string, unknown>,
  sourceHint: string | undefined,
): ScriptDiagnostic[] {
  const error = result.error;
  if (!isRecord(error)) return [];
  const errors = Array.isArray(error.Errors) ? error.Errors : [];
  const source = sourceHint ?? sourceOfError(error) ?? '';
  const toUtf16 = utf16OffsetOfByte(source);
  const diagnostics: ScriptDiagnostic[] = [];
  for (const entry of errors.slice(0, MAX_DIAGNOSTICS)) {
    if (!isRecord(entry)) continue;
    const message = messageOf(entry).slice(0, MAX_MESSAGE_LENGTH);
    const startByte = byteOffsetOf(entry.Pos) ?? byteOffsetOf(entry.StartPos) ?? 0;
    const endByte = byteOffsetOf(entry.EndPos);
    const from = Math.min(toUtf16(startByte), source.length);
    // Go's end positions are inclusive; an error without one marks one character.
    const to = Math.min(
      Math.max(endByte === null ? from + 1 : toUtf16(endByte) + 1, from),
      source.length,
    );
    diagnostics.push({ from, to, ...lineAndColumn(source, from), message });
  }
  if (diagnostics.length === 0) {
    // The parser failed without a placed message: still never report the source as fine.
    diagnostics.push({
      from: 0,
      to: Math.min(1, source.length),
      line: 1,
      column: 1,
      message: 'The parser rejected this source',
    });
  }
  return diagnostics;
}

/**
 * Reads what `CadenceParser#parse(code)` returns (`{ program, error? }`) into the editor's
 * diagnostics, the script's entry point, and whether Flowdeck can run it. `source` is the code
 * that was parsed; without it the parser's own echo of the source is used.
 */
export function analyzeParse(result: unknown, source?: string): ScriptAnalysis {
  if (!isRecord(result)) {
    return {
      diagnostics: [
        { from: 0, to: 0, line: 1, column: 1, message: 'The parser returned nothing usable' },
      ],
      entry: null,
      refusal: null,
    };
  }
  const diagnostics = isRecord(result.error) ? diagnosticsOf(result, source) : [];
  if (diagnostics.length > 0) return { diagnostics, entry: null, refusal: null };
  let entry: TypedCadenceEntryPoint;
  try {
    entry = describeCadenceEntryPointTyped(result.program);
  } catch (error) {
    if (error instanceof CadenceEntryPointError) {
      return { diagnostics: [], entry: null, refusal: NO_MAIN_REFUSAL };
    }
    throw error;
  }
  if (entry.kind === 'transaction') {
    return { diagnostics: [], entry, refusal: TRANSACTION_REFUSAL };
  }
  return { diagnostics: [], entry, refusal: null };
}
