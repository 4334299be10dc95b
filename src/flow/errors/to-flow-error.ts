import { isRecord } from '../is-record.ts';
import {
  AccessNodeError,
  type AccessNodeErrorKind,
  FlowError,
  MAX_DETAILS_LENGTH,
} from './flow-errors.ts';
import { parseFlowError } from './parse-flow-error.ts';
import { truncate } from './truncate.ts';
import { WalletDeclinedError, WalletPopupBlockedError } from './wallet-errors.ts';

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
