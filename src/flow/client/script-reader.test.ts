import { describe, expect, it } from 'vitest';
import { systemContractAddress } from '../contracts.ts';
import { AccessNodeError, FlowError } from '../errors.ts';
import { createScriptReader } from './script-reader.ts';

const NODE = 'https://rest-testnet.onflow.org/';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const fromBase64 = (text: string) => Buffer.from(text, 'base64').toString('utf8');

/** A fetch that records each request and answers with `answer`. */
function node(answer: () => Response) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return answer();
  };
  return { fetch, sent };
}

const result = (value: unknown) => new Response(JSON.stringify(base64(JSON.stringify(value))));

describe('createScriptReader', () => {
  it('sends what FCL sends: resolved imports and arguments in base64, as plain text', async () => {
    const { fetch, sent } = node(() => result({ type: 'String', value: 'ünïcode ✓' }));
    const reader = createScriptReader({ flowNetwork: 'testnet', accessNodeUrl: NODE }, { fetch });
    const value = await reader.query({
      cadence: 'import "FungibleToken"\naccess(all) fun main(s: String): String { return s }',
      args: [{ type: 'String', value: 'ünïcode ✓' }],
    });
    expect(value).toBe('ünïcode ✓');
    const [request] = sent;
    expect(request?.url).toBe('https://rest-testnet.onflow.org/v1/scripts?block_height=final');
    expect(request?.init.method).toBe('POST');
    // No Content-Type: a simple request, so the browser sends no CORS preflight (as FCL).
    expect(request?.init.headers).toBeUndefined();
    const body = JSON.parse(String(request?.init.body)) as { script: string; arguments: string[] };
    expect(fromBase64(body.script)).toBe(
      `import FungibleToken from ${systemContractAddress('testnet', 'FungibleToken')}\n` +
        'access(all) fun main(s: String): String { return s }',
    );
    expect(body.arguments.map(fromBase64)).toEqual(['{"type":"String","value":"ünïcode ✓"}']);
  });

  it('runs the script runner at the latest sealed block, or at the height asked', async () => {
    const { fetch, sent } = node(() => result({ type: 'UInt64', value: '7' }));
    const reader = createScriptReader({ flowNetwork: 'local', accessNodeUrl: NODE }, { fetch });
    expect(await reader.runScript({ cadence: 'x' })).toEqual({ type: 'UInt64', value: '7' });
    await reader.runScript({ cadence: 'x', blockHeight: 9_007_199_254_740_991n });
    expect(sent.map(({ url }) => new URL(url).search)).toEqual([
      '?block_height=sealed',
      '?block_height=9007199254740991',
    ]);
  });

  it('refuses a height the script runner does not take, without a request', async () => {
    const { fetch, sent } = node(() => result({ type: 'Void' }));
    const reader = createScriptReader({ flowNetwork: 'local', accessNodeUrl: NODE }, { fetch });
    await expect(reader.runScript({ cadence: 'x', blockHeight: 0n })).rejects.toThrow(FlowError);
    expect(sent).toEqual([]);
  });

  it('explains a Cadence error from the node by its Flow error code', async () => {
    const message =
      '[Error Code: 1101] error caused by: 1 error occurred:\n\t* [Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: no vault';
    const { fetch } = node(
      () => new Response(JSON.stringify({ code: 400, message }), { status: 400 }),
    );
    const reader = createScriptReader({ flowNetwork: 'local', accessNodeUrl: NODE }, { fetch });
    const error = (await reader
      .query({ cadence: 'x' })
      .catch((caught: unknown) => caught)) as AccessNodeError;
    expect(error).toBeInstanceOf(AccessNodeError);
    expect(error.statusCode).toBe(400);
    expect(error.flowError?.code).toBe(1101);
    expect(error.details).toBe(message);
  });

  it.each([
    ['not a string', () => new Response('{"value":1}')],
    ['not base64', () => new Response('"%%%"')],
    ['base64 of something else than JSON', () => new Response(JSON.stringify(base64('hello')))],
    ['JSON that is not JSON-Cadence', () => result([1, 2])],
    [
      'JSON-Cadence of an unknown kind',
      () => result({ type: 'Contract', value: { id: 'A.1.X', fields: [] } }),
    ],
  ])('reports an answer that is %s as unreadable', async (_name, answer) => {
    const { fetch } = node(answer);
    const reader = createScriptReader({ flowNetwork: 'local', accessNodeUrl: NODE }, { fetch });
    const error = (await reader
      .query({ cadence: 'x' })
      .catch((caught: unknown) => caught)) as AccessNodeError;
    expect(error).toBeInstanceOf(AccessNodeError);
    expect(error.kind).toBe('invalid-response');
  });
});
