import { describe, expect, it, vi } from 'vitest';
import { AccessNodeError, FlowError } from '../errors.ts';
import { fetchChainId } from './chain-id.ts';

const NODE = 'https://rest-testnet.onflow.org';
const FAST = { retryIntervalMs: 0 };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch that answers each call with the next response (or throws the next error). */
function scripted(...answers: (Response | Error)[]) {
  const calls: string[] = [];
  const fetch = vi.fn(async (url: string, _init: RequestInit) => {
    calls.push(url);
    const answer = answers.shift();
    if (answer === undefined) throw new Error('unexpected request');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch, calls };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('resolved');
    },
    (error: unknown) => error,
  );
}

describe('fetchChainId', () => {
  it.each([
    ['flow-emulator', 'local'],
    ['flow-testnet', 'testnet'],
    ['flow-mainnet', 'mainnet'],
    ['flow-previewnet', 'previewnet'],
    ['benchnet', 'benchnet'],
  ])('reads %s as FCL names it: %s', async (chainId, expected) => {
    const { fetch, calls } = scripted(json({ chain_id: chainId }));
    expect(await fetchChainId(NODE, { fetch })).toBe(expected);
    expect(calls).toEqual([`${NODE}/v1/network/parameters`]);
  });

  it('joins a node URL with a trailing slash or a path as FCL does', async () => {
    const { fetch, calls } = scripted(
      json({ chain_id: 'flow-testnet' }),
      json({ chain_id: 'flow-testnet' }),
    );
    await fetchChainId(`${NODE}/`, { fetch });
    await fetchChainId('http://127.0.0.1:8888/flow//', { fetch });
    expect(calls).toEqual([
      `${NODE}/v1/network/parameters`,
      'http://127.0.0.1:8888/flow/v1/network/parameters',
    ]);
  });

  it.each([
    ['no chain_id', json({ chainId: 'flow-testnet' })],
    ['a chain_id that is not text', json({ chain_id: 7 })],
    ['an empty chain_id', json({ chain_id: ' ' })],
    ['a body that is not JSON', new Response('<html>proxy</html>', { status: 200 })],
    ['null', json(null)],
  ])('rejects %s as an unreadable answer, with no fallback', async (_name, response) => {
    const { fetch } = scripted(response);
    const error = await failure(fetchChainId(NODE, { fetch }));
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).kind).toBe('invalid-response');
  });

  it('classifies an HTTP error as toFlowError classifies FCL’s, with the node’s message', async () => {
    const { fetch } = scripted(json({ code: 404, message: 'no such endpoint' }, 404));
    const error = (await failure(fetchChainId(NODE, { fetch }))) as AccessNodeError;
    expect(error).toBeInstanceOf(AccessNodeError);
    expect(error.kind).toBe('not-found');
    expect(error.statusCode).toBe(404);
    expect(error.details).toBe('no such endpoint');
  });

  it('reports a node that does not answer as unreachable, without retrying', async () => {
    const { fetch, calls } = scripted(new TypeError('Failed to fetch'));
    const error = (await failure(fetchChainId(NODE, { fetch, ...FAST }))) as AccessNodeError;
    expect(error).toBeInstanceOf(AccessNodeError);
    expect(error.kind).toBe('unreachable');
    expect(error.shortMessage).toBe(
      'The Flow network cannot be reached. Check your connection and try again.',
    );
    expect(calls).toHaveLength(1);
  });

  it('retries a busy node as FCL does, then answers', async () => {
    const { fetch, calls } = scripted(
      json({ code: 503, message: 'busy' }, 503),
      json({ code: 429, message: 'slow down' }, 429),
      json({ chain_id: 'flow-mainnet' }),
    );
    expect(await fetchChainId(NODE, { fetch, ...FAST })).toBe('mainnet');
    expect(calls).toHaveLength(3);
  });

  it('gives up on a busy node after the retry limit', async () => {
    const { fetch, calls } = scripted(
      json({ message: 'busy' }, 503),
      json({ message: 'busy' }, 503),
      json({ message: 'busy' }, 503),
    );
    const error = (await failure(
      fetchChainId(NODE, { fetch, ...FAST, retryLimit: 2 }),
    )) as AccessNodeError;
    expect(error.kind).toBe('unavailable');
    expect(error.statusCode).toBe(503);
    expect(calls).toHaveLength(3);
  });

  it('abandons an attempt that takes too long', async () => {
    const fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      })) as typeof globalThis.fetch;
    const error = (await failure(
      fetchChainId(NODE, { fetch, timeoutMs: 5, retryLimit: 1, ...FAST }),
    )) as AccessNodeError;
    expect(error).toBeInstanceOf(AccessNodeError);
    expect(error.kind).toBe('unavailable');
  });

  it('turns anything else into a FlowError', async () => {
    const fetch = (() => {
      throw 'not even an error';
    }) as unknown as typeof globalThis.fetch;
    expect(await failure(fetchChainId(NODE, { fetch }))).toBeInstanceOf(FlowError);
  });
});
