import { AccessNodeError, accessNodeErrorFromResponse, toFlowError } from '../errors.ts';

/** The part of `fetch` the requests use. */
type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface AccessNodeRequestOptions {
  /** The fetch to use; the global one by default. */
  readonly fetch?: FetchLike;
  /** Further attempts after a busy answer (408, 429, 500, 502, 503, 504) or a timeout. */
  readonly retryLimit?: number;
  readonly retryIntervalMs?: number;
  /** One attempt is abandoned after this long. */
  readonly timeoutMs?: number;
}

export interface AccessNodeRequest {
  /** The path and query after the node's URL, e.g. `/v1/network/parameters`. */
  readonly path: string;
  /** A POST's JSON body; a GET without one. */
  readonly body?: unknown;
}

// FCL's HTTP transport (@onflow/transport-http): the same retries, interval and timeout.
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
const DEFAULTS = { retryLimit: 5, retryIntervalMs: 1000, timeoutMs: 30_000 } as const;

/**
 * One Access API request without FCL, made as FCL's HTTP transport makes it: the node URL and
 * the path joined the same way, the same retries, and a POST body sent as plain text (no
 * Content-Type header, so the browser sends no CORS preflight). Resolves with the parsed JSON
 * body of a 2xx answer; rejects with a FlowError (an AccessNodeError for anything the node did
 * or did not answer).
 */
export async function requestAccessNode(
  accessNodeUrl: string,
  request: AccessNodeRequest,
  options: AccessNodeRequestOptions = {},
): Promise<unknown> {
  const { fetch: fetchImpl = globalThis.fetch, ...limits } = options;
  const { retryLimit, retryIntervalMs, timeoutMs } = { ...DEFAULTS, ...limits };
  // As FCL joins the node URL and the path: a trailing slash on the node is dropped.
  const url = `${accessNodeUrl.replace(/\/+$/, '')}${request.path}`;
  const init: RequestInit =
    request.body === undefined
      ? { method: 'GET' }
      : { method: 'POST', body: JSON.stringify(request.body) };
  try {
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await attemptOnce(fetchImpl, url, init, timeoutMs);
      if (!(outcome instanceof AccessNodeError)) return outcome.body;
      const retryable =
        outcome.statusCode === undefined
          ? outcome.kind === 'unavailable' // timed out
          : RETRY_STATUSES.has(outcome.statusCode);
      if (!retryable || attempt >= retryLimit) throw outcome;
      await new Promise((resolve) => setTimeout(resolve, retryIntervalMs));
    }
  } catch (error) {
    throw toFlowError(error);
  }
}

/** One request: the parsed body, or the AccessNodeError it ended with. */
async function attemptOnce(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<{ readonly body: unknown } | AccessNodeError> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { ...init, signal: controller.signal });
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) {
        return new AccessNodeError({
          kind: 'unavailable',
          serverMessage: `No answer within ${timeoutMs} ms`,
        });
      }
      // No response at all (offline, refused, CORS): FCL reports these as unreachable too.
      return accessNodeErrorFromResponse(undefined, messageOf(error));
    }
    if (!response.ok) return accessNodeErrorFromResponse(response.status, serverMessageOf(text));
    const body = parseJson(text);
    if (body === undefined) {
      return new AccessNodeError({
        kind: 'invalid-response',
        statusCode: response.status,
        serverMessage: 'The answer is not JSON',
      });
    }
    return { body };
  } finally {
    clearTimeout(timer);
  }
}

/** The `message` of an Access API error body (`{ code, message }`), else the text itself. */
function serverMessageOf(text: string): string | undefined {
  const body = parseJson(text);
  if (typeof body === 'object' && body !== null) {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return text.trim() === '' ? undefined : text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
}
