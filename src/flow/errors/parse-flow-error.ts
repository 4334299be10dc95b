import { fvmErrorCodeInfo, SUBMISSION_REJECTIONS } from '../fvm-error-codes.ts';
import { truncate } from './truncate.ts';

const MAX_REASON_LENGTH = 500;

/** A Flow error message, explained. */
export interface ParsedFlowError {
  /** The first `[Error Code: N]` (as FCL reads it), else a `[Failure Code: N]`, else -1. */
  code: number;
  /** flow-go's name for the error; 'UnknownError' when unknown. */
  name: string;
  /** One line saying what happened. */
  summary: string;
  /** What the user can do about it. */
  hint?: string;
  /** The most specific human line in the message, e.g. a Cadence panic's text. Plain text. */
  reason?: string;
  /** The message as received. */
  raw: string;
}

const ERROR_CODE_PATTERN = /\[Error Code: (\d+)\]/;
const FAILURE_CODE_PATTERN = /\[Failure Code: (\d+)\]/;
const CODE_WRAPPER_PATTERN = /\[(?:Error|Failure) Code: \d+\]\s*/g;
const CADENCE_ERROR_LINE = /^\s*error: (.+)$/m;
const CADENCE_RUNTIME_PREFIX = /^cadence runtime error: Execution failed:\s*/;
const ACCESS_NODE_PREFIX = /^Invalid Flow argument:\s*/;
/** Cadence's runtime error: a panic, a failed condition, any error while a program runs. */
export const CADENCE_RUNTIME_ERROR = 1101;

/**
 * Explains a Flow error message (a transaction's `error_message`, or an access node's error
 * text) with a code, flow-go name, one-line summary, hint and reason. Everything is plain text.
 */
export function parseFlowError(message: string): ParsedFlowError {
  const code = firstCode(message);
  if (code === -1) return parseUncodedError(message);

  const info = fvmErrorCodeInfo(code);
  const parsed: ParsedFlowError = {
    code,
    name: info?.name ?? 'UnknownError',
    summary: info?.summary ?? `The Flow network reported error code ${code}.`,
    raw: message,
  };
  if (info?.hint !== undefined) parsed.hint = info.hint;
  const reason = code === CADENCE_RUNTIME_ERROR ? cadenceReason(message) : innermostLine(message);
  if (reason !== undefined) parsed.reason = reason;
  return parsed;
}

function firstCode(message: string): number {
  const match = ERROR_CODE_PATTERN.exec(message) ?? FAILURE_CODE_PATTERN.exec(message);
  return match?.[1] === undefined ? -1 : Number(match[1]);
}

function parseUncodedError(message: string): ParsedFlowError {
  const rejection = SUBMISSION_REJECTIONS.find(({ pattern }) => pattern.test(message));
  if (rejection === undefined) {
    return {
      code: -1,
      name: 'UnknownError',
      summary: 'The Flow network reported an error.',
      raw: message,
    };
  }
  const parsed: ParsedFlowError = {
    code: -1,
    name: rejection.name,
    summary: rejection.summary,
    raw: message,
  };
  if (rejection.hint !== undefined) parsed.hint = rejection.hint;
  const reason = firstLine(message.replace(ACCESS_NODE_PREFIX, ''));
  if (reason !== undefined) parsed.reason = reason;
  return parsed;
}

/** The `error: …` line Cadence prints (a panic, a failed condition, a checker error). */
function cadenceReason(message: string): string | undefined {
  const match = CADENCE_ERROR_LINE.exec(withRealNewlines(message));
  return match?.[1] === undefined ? innermostLine(message) : clean(match[1]);
}

/** The first line after the last `[Error Code: N]` wrapper: the most specific cause. */
function innermostLine(message: string): string | undefined {
  const segments = withRealNewlines(message).split(CODE_WRAPPER_PATTERN);
  const innermost = segments[segments.length - 1] ?? '';
  return firstLine(innermost.replace(CADENCE_RUNTIME_PREFIX, ''));
}

function firstLine(text: string): string | undefined {
  const line = text.split('\n').find((candidate) => candidate.trim() !== '');
  return line === undefined ? undefined : clean(line);
}

function clean(line: string): string | undefined {
  const text = truncate(line.replace(CODE_WRAPPER_PATTERN, '').trim(), MAX_REASON_LENGTH);
  return text === '' ? undefined : text;
}

// A message that went through JSON twice carries `\n` as two characters.
export function withRealNewlines(message: string): string {
  return message.includes('\n') ? message : message.replaceAll('\\n', '\n').replaceAll('\\t', '\t');
}
