import { AccessNodeError, accessNodeErrorFromResponse, toFlowError } from '../errors.ts';
import { fclChainName } from '../networks.ts';

/** The part of `fetch` the chain check uses. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface FetchChainIdOptions {
  /** The fetch to use; the global one by default. */
  readonly fetch?: FetchLike;
  /** Further attempts after a busy answer (408, 429, 500, 502, 503, 504) or a timeout. */
  readonly retryLimit?: number;
  readonly retryIntervalMs?: number;
  /** One attempt is abandoned after this long. */
  readonly timeoutMs?: number;
}

// FCL's HTTP transport (@onflow/transport-http): the same retries, interval and timeout.
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 429, 500, 502, 503, 504]);
const DEFAULTS = { retryLimit: 5, retryIntervalMs: 1000, timeoutMs: 30_000 } as const;

/**
 * The access node's chain, as FCL names it (`local` for `flow-emulator`, `testnet`, `mainnet`,
 * or whatever else the node reports), from one `GET {accessNodeUrl}/v1/network/parameters`:
 * the header's chain check, without loading FCL. Rejects with a FlowError (an AccessNodeError
 * for anything the node did or did not answer), never with a fallback chain.
 */
export async function fetchChainId(
  accessNodeUrl: string,
  options: FetchChainIdOptions = {},
): Promise<string> {
  const { fetch: fetchImpl = globalThis.fetch, ...limits } = options;
  const { retryLimit, retryIntervalMs, timeoutMs } = { ...DEFAULTS, ...limits };
  // As FCL joins the node URL and the path: a trailing slash on the node is dropped.
  const url = `${accessNodeUrl.replace(/\/+$/, '')}/v1/network/parameters`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await attemptOnce(fetchImpl, url, timeoutMs);
      if (!(outcome instanceof AccessNodeError)) return outcome;
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

/** One request: the chain name, or the AccessNodeError it ended with. */
async function attemptOnce(
  fetchImpl: FetchLike,
  url: string,
  timeoutMs: number,
): Promise<string | AccessNodeError> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, { method: 'GET', signal: controller.signal });
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
    const chainId = chainIdOf(text);
    if (chainId === null) {
      return accessNodeErrorFromResponse(
        response.status,
        'The network parameters carry no chain_id',
      );
    }
    return fclChainName(chainId);
  } finally {
    clearTimeout(timer);
  }
}

/** `chain_id` of a NetworkParameters body (`{ "chain_id": string }`); null when not there. */
function chainIdOf(text: string): string | null {
  const body = parseJson(text);
  if (typeof body !== 'object' || body === null) return null;
  const chainId = (body as { chain_id?: unknown }).chain_id;
  return typeof chainId === 'string' && chainId.trim() !== '' ? chainId : null;
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
