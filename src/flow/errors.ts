import { fvmErrorCodeInfo, SUBMISSION_REJECTIONS } from './fvm-error-codes.ts';
import { isRecord } from './is-record.ts';
import { type FlowNetwork, NETWORKS } from './networks.ts';

const MAX_REASON_LENGTH = 500;
const MAX_DETAILS_LENGTH = 2000;

/** Options shared by every FlowError. */
export interface FlowErrorOptions {
  /** Technical detail, plain text, for logs or a "details" disclosure. */
  details?: string;
  cause?: unknown;
}

/** Base of every error the Flow layer throws: one user-facing line plus optional details. */
export class FlowError extends Error {
  override name = 'FlowError';
  readonly shortMessage: string;
  readonly details?: string;

  constructor(shortMessage: string, options: FlowErrorOptions = {}) {
    const { details, cause } = options;
    super(
      details ? `${shortMessage}\n\nDetails: ${details}` : shortMessage,
      cause === undefined ? undefined : { cause },
    );
    this.shortMessage = shortMessage;
    if (details !== undefined) this.details = details;
  }
}

/** A provider-bound hook was called outside `<FlowProvider>`. */
export class FlowProviderMissingError extends FlowError {
  override name = 'FlowProviderMissingError' as const;
  readonly hookName: string;

  constructor(hookName: string) {
    super(
      `${hookName} must be used inside <FlowProvider>. Wrap your app (or the test render) in ` +
        'FlowProvider from src/flow/react/FlowProvider.tsx.',
    );
    this.hookName = hookName;
  }
}

/** A UFix64 amount the user typed is not valid; `reason` is short enough to show by the field. */
export class InvalidAmountError extends FlowError {
  override name = 'InvalidAmountError' as const;
  readonly input: string;
  readonly reason: string;

  constructor(input: string, reason: string) {
    super(reason, { details: `Input: ${JSON.stringify(truncate(input, 100))}` });
    this.input = input;
    this.reason = reason;
  }
}

export type WalletDeclineKind = 'declined' | 'closed' | 'aborted';

const DECLINE_MESSAGES: Readonly<Record<WalletDeclineKind, string>> = {
  declined: 'The request was declined in the wallet.',
  closed: 'The wallet was closed before the request was approved.',
  aborted: 'The wallet request was cancelled.',
};

/** The user declined, closed or aborted a wallet request: a neutral outcome, not a failure. */
export class WalletDeclinedError extends FlowError {
  override name = 'WalletDeclinedError' as const;
  readonly kind: WalletDeclineKind;
  /** The wallet's own text. Untrusted: kept as data, never put into the message. */
  readonly reason: string;

  constructor(kind: WalletDeclineKind, reason: string, options: { cause?: unknown } = {}) {
    super(DECLINE_MESSAGES[kind], options);
    this.kind = kind;
    this.reason = reason;
  }
}

/** A wallet request was made while another was still open; nothing was sent. */
export class WalletRequestInFlightError extends FlowError {
  override name = 'WalletRequestInFlightError' as const;

  constructor() {
    super('Your wallet is still busy with another request. Finish or cancel it first.');
  }
}

const STOPPED_WAITING =
  'Flowdeck stopped waiting. If your wallet still shows the request, reject it there; anything ' +
  'it approves will appear in Activity.';

/**
 * The user cancelled a wallet request that the wallet may still answer: a popup, tab or
 * extension keeps its own window, which the app cannot close. So nothing is claimed about what
 * was sent.
 */
export class WalletStoppedWaitingError extends FlowError {
  override name = 'WalletStoppedWaitingError' as const;
  readonly walletMayStillAnswer = true;

  constructor() {
    super(STOPPED_WAITING);
  }
}

/**
 * The wallet did not answer in time. When the app could close the wallet's view (FCL's frame),
 * the wallet can no longer answer and nothing was sent; otherwise it may still answer.
 */
export class WalletTimeoutError extends FlowError {
  override name = 'WalletTimeoutError' as const;
  readonly timeoutMs: number;
  readonly walletMayStillAnswer: boolean;

  constructor(timeoutMs: number, { walletMayStillAnswer }: { walletMayStillAnswer: boolean }) {
    const minutes = Math.round(timeoutMs / 60_000);
    super(
      walletMayStillAnswer
        ? `The wallet did not answer within ${minutes} minutes. ${STOPPED_WAITING}`
        : `The wallet did not answer within ${minutes} minutes, so Flowdeck closed the request. ` +
            'Nothing was sent; you can try again.',
    );
    this.timeoutMs = timeoutMs;
    this.walletMayStillAnswer = walletMayStillAnswer;
  }
}

/** Whether the app stopped waiting for a wallet request that can still be approved. */
export function walletMayStillAnswer(error: unknown): boolean {
  return (
    error instanceof WalletStoppedWaitingError ||
    (error instanceof WalletTimeoutError && error.walletMayStillAnswer)
  );
}

/**
 * The wallet answered with something that is not a usable answer (no signature, no address, an
 * address of another network). Nothing was sent with it.
 */
export class WalletResponseInvalidError extends FlowError {
  override name = 'WalletResponseInvalidError' as const;

  constructor(details: string) {
    super('The wallet sent an answer Flowdeck could not use, so nothing was sent.', {
      details: truncate(details, MAX_DETAILS_LENGTH),
    });
  }
}

/** The browser blocked the wallet popup. */
export class WalletPopupBlockedError extends FlowError {
  override name = 'WalletPopupBlockedError' as const;

  constructor(options: { cause?: unknown } = {}) {
    super(
      'The browser blocked the wallet popup. Allow popups for this site, then try again.',
      options,
    );
  }
}

export type AccessNodeErrorKind =
  | 'unreachable'
  | 'rate-limited'
  | 'unavailable'
  | 'bad-request'
  | 'not-found'
  | 'invalid-response'
  | 'timeout';

const ACCESS_NODE_MESSAGES: Readonly<Record<AccessNodeErrorKind, string>> = {
  unreachable: 'The Flow network cannot be reached. Check your connection and try again.',
  'rate-limited': 'The Flow access node is receiving too many requests. Try again shortly.',
  unavailable: 'The Flow access node is busy or unavailable. Try again shortly.',
  'bad-request': 'The Flow access node rejected the request.',
  'not-found': 'The Flow access node could not find what was asked for.',
  'invalid-response': 'The Flow access node sent a response that could not be read.',
  timeout: 'The Flow access node did not answer in time. Try again shortly.',
};

export interface AccessNodeErrorParameters {
  kind: AccessNodeErrorKind;
  statusCode?: number;
  /** The access node's own error text (never FCL's `message`, which embeds the request). */
  serverMessage?: string;
  flowError?: ParsedFlowError;
}

/** A request to the access node failed (network, HTTP status, or a Flow error in the body). */
export class AccessNodeError extends FlowError {
  override name = 'AccessNodeError' as const;
  readonly kind: AccessNodeErrorKind;
  readonly statusCode?: number;
  /** Set when the body carried a Flow error, e.g. a script's Cadence error in an HTTP 400. */
  readonly flowError?: ParsedFlowError;

  constructor({ kind, statusCode, serverMessage, flowError }: AccessNodeErrorParameters) {
    super(flowError?.summary ?? ACCESS_NODE_MESSAGES[kind], {
      details: serverMessage ? truncate(serverMessage, MAX_DETAILS_LENGTH) : undefined,
    });
    this.kind = kind;
    if (statusCode !== undefined) this.statusCode = statusCode;
    if (flowError !== undefined) this.flowError = flowError;
  }
}

/**
 * The signed transaction was sent, but the access node's answer was lost (a timeout, a dropped
 * connection, a server error, or "already submitted" on FCL's retry), so whether the network has
 * it is unknown. Its id is known (computed from the signed transaction): the app follows it by
 * id instead of inviting the user to sign it again (reliability-cases.md case 8).
 */
export class SubmissionUncertainError extends FlowError {
  override name = 'SubmissionUncertainError' as const;
  readonly txId: string;

  constructor(txId: string, answer: FlowError) {
    super('The access node did not confirm that it received the transaction. Checking by its id…', {
      details: answer.details ?? answer.shortMessage,
      cause: answer,
    });
    this.txId = txId;
  }
}

/** A transaction was executed and failed (`statusCode` 1). */
export class TransactionFailedError extends FlowError {
  override name = 'TransactionFailedError' as const;
  readonly txId: string;
  readonly flowError: ParsedFlowError;

  constructor(txId: string, parsed: ParsedFlowError) {
    super(parsed.summary, { details: parsed.reason });
    this.txId = txId;
    this.flowError = parsed;
  }
}

/** A transaction expired before it was included in a block, so it had no effect. */
export class TransactionExpiredError extends FlowError {
  override name = 'TransactionExpiredError' as const;
  readonly txId: string;

  constructor(txId: string) {
    super('The transaction expired: nothing happened, you can retry.');
    this.txId = txId;
  }
}

/** The access node serves a different chain than the one the app is configured for. */
export class ChainMismatchError extends FlowError {
  override name = 'ChainMismatchError' as const;
  readonly expected: FlowNetwork;
  readonly actualChainId: string;

  constructor(expected: FlowNetwork, actualChainId: string) {
    const expectedChainId = NETWORKS[expected].cadenceChainId;
    super(
      `The access node is on ${JSON.stringify(truncate(actualChainId, 64))}, but Flowdeck is ` +
        `set up for ${NETWORKS[expected].label} (${expectedChainId}).`,
    );
    this.expected = expected;
    this.actualChainId = actualChainId;
  }
}

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

function truncate(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1)}…`;
}

const DECLINED_PREFIX = 'Declined:';
const POPUP_BLOCKED_PREFIX = 'Popup failed to open';
const FCL_HTTP_ERROR_NAME = 'HTTP Request Error';

/** The fields of FCL's HTTPRequestError we may read. Its `message` embeds the request body. */
interface FclHttpRequestError {
  name: typeof FCL_HTTP_ERROR_NAME;
  statusCode?: unknown;
  errorMessage?: unknown;
}

/**
 * Turns anything FCL throws or rejects with (strings, Errors, HTTP errors) into a FlowError.
 * The one place where raw errors from FCL become typed ones.
 */
export function toFlowError(error: unknown): FlowError {
  if (error instanceof FlowError) return error;
  if (isFclHttpRequestError(error)) return accessNodeErrorFrom(error);

  const text = typeof error === 'string' ? error : messageOf(error);
  const cause = typeof error === 'string' ? undefined : error;
  if (text !== undefined) {
    const decline = walletDeclineFrom(text, cause);
    if (decline) return decline;
    if (text.trimStart().startsWith(POPUP_BLOCKED_PREFIX)) {
      return new WalletPopupBlockedError({ cause });
    }
  }
  return new FlowError('Something went wrong. Please try again.', {
    details: text === undefined ? undefined : truncate(text, MAX_DETAILS_LENGTH),
    cause,
  });
}

/** Whether `error` means the user cancelled in the wallet (declined, closed or aborted). */
export function isUserCancellation(error: unknown): boolean {
  return toFlowError(error) instanceof WalletDeclinedError;
}

function messageOf(error: unknown): string | undefined {
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  if (typeof error === 'number' || typeof error === 'boolean' || typeof error === 'bigint') {
    return String(error);
  }
  return undefined;
}

function isFclHttpRequestError(error: unknown): error is FclHttpRequestError {
  return isRecord(error) && error.name === FCL_HTTP_ERROR_NAME;
}

function walletDeclineFrom(text: string, cause: unknown): WalletDeclinedError | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith(DECLINED_PREFIX)) return null;
  const reason = trimmed.slice(DECLINED_PREFIX.length).trim();
  if (reason === 'Externally Halted') return new WalletDeclinedError('closed', reason, { cause });
  if (reason === 'Aborted') return new WalletDeclinedError('aborted', reason, { cause });
  // HTTP/POST wallets say "No reason supplied." where view strategies omit the full stop.
  const normalisedReason =
    reason === '' || reason === 'No reason supplied.' ? 'No reason supplied' : reason;
  return new WalletDeclinedError('declined', normalisedReason, { cause });
}

// The parser's message, in V8 and in other engines, when an answer is not JSON.
const JSON_PARSE_FAILURE = /JSON|Unexpected (token|end of|non-whitespace)/;

// The HTTPRequestError is deliberately not kept as `cause`: its message embeds the request body,
// and anything that logs the cause chain would leak it.
function accessNodeErrorFrom(error: FclHttpRequestError): AccessNodeError {
  const statusCode = typeof error.statusCode === 'number' ? error.statusCode : undefined;
  const serverMessage = typeof error.errorMessage === 'string' ? error.errorMessage : undefined;
  // FCL reports a 200 whose body is not JSON like a failed connection (no status code), with
  // the parser's message: the node did answer, with something unreadable.
  if (
    statusCode === undefined &&
    serverMessage !== undefined &&
    JSON_PARSE_FAILURE.test(serverMessage)
  ) {
    return new AccessNodeError({ kind: 'invalid-response', serverMessage });
  }
  return accessNodeErrorFromResponse(statusCode, serverMessage);
}

/**
 * The AccessNodeError for a failed access-node request made without FCL: the HTTP status
 * (undefined or 0 when no response came) and the node's own error text. Classified exactly as
 * `toFlowError` classifies FCL's HTTP errors.
 */
export function accessNodeErrorFromResponse(
  statusCode: number | undefined,
  serverMessage: string | undefined,
): AccessNodeError {
  const parsed = serverMessage === undefined ? undefined : parseFlowError(serverMessage);
  const recognised = parsed !== undefined && (parsed.code !== -1 || parsed.name !== 'UnknownError');
  return new AccessNodeError({
    kind: accessNodeErrorKind(statusCode),
    statusCode,
    serverMessage,
    flowError: recognised ? parsed : undefined,
  });
}

function accessNodeErrorKind(statusCode: number | undefined): AccessNodeErrorKind {
  if (statusCode === undefined || statusCode === 0) return 'unreachable';
  if (statusCode === 429) return 'rate-limited';
  // FCL retries 408/500/502/503/504; any other 5xx is just as much the node's problem.
  if (statusCode === 408 || statusCode >= 500) return 'unavailable';
  if (statusCode === 404) return 'not-found';
  if (statusCode >= 400) return 'bad-request';
  return 'invalid-response';
}
