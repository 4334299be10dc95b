import * as v from 'valibot';

/** Why a history source gave nothing: each is said plainly next to the source's rows. */
export type HistoryProblem = 'not-offered' | 'rate-limited' | 'slow' | 'unreachable' | 'bad-answer';

export class HistorySourceError extends Error {
  override name = 'HistorySourceError';
  constructor(
    readonly problem: HistoryProblem,
    detail: string,
  ) {
    super(detail);
  }
}

/** The part of `fetch` a source's requests use. */
export type HistoryFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface HistoryRequestOptions {
  readonly fetch?: HistoryFetch;
  /** A slower answer is given up on: the rest of Activity does not wait for it. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

// A page of a few hundred rows is tens of kilobytes; anything far larger is not an answer.
const MAX_ANSWER_BYTES = 2_000_000;

/**
 * One GET to a third party's API: no retries (a source that limits its rate is left alone), a
 * deadline, a size cap, and every failure as a HistorySourceError. Resolves with the answer as
 * `schema` reads it; one in another shape than the source documents is a bad answer.
 */
export async function fetchHistoryAnswer<answer>(
  url: string,
  schema: v.GenericSchema<unknown, answer>,
  options?: HistoryRequestOptions,
): Promise<answer> {
  const parsed = v.safeParse(schema, await fetchJson(url, options));
  if (!parsed.success) {
    throw new HistorySourceError('bad-answer', 'answered in a shape it does not document');
  }
  return parsed.output;
}

async function fetchJson(
  url: string,
  { fetch: fetchImpl = globalThis.fetch, timeoutMs = 10_000, signal }: HistoryRequestOptions = {},
): Promise<unknown> {
  const deadline = AbortSignal.timeout(timeoutMs);
  const stop = signal ? AbortSignal.any([signal, deadline]) : deadline;
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(url, { method: 'GET', signal: stop });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    if (deadline.aborted) {
      throw new HistorySourceError('slow', `no answer within ${Math.round(timeoutMs / 1000)} s`);
    }
    // A browser shows a 429 without CORS headers as a network error: it may be either.
    throw new HistorySourceError('unreachable', 'could not be reached, or refused the request');
  }
  if (response.status === 404)
    throw new HistorySourceError('not-offered', 'answered 404: not offered here');
  if (response.status === 429)
    throw new HistorySourceError('rate-limited', 'asked to slow down (429)');
  if (!response.ok) throw new HistorySourceError('unreachable', `answered ${response.status}`);
  if (text.length > MAX_ANSWER_BYTES)
    throw new HistorySourceError('bad-answer', 'answered far too much');
  try {
    return JSON.parse(text);
  } catch {
    throw new HistorySourceError('bad-answer', 'answered something that is not JSON');
  }
}
