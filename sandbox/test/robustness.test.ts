import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { HttpError } from '../../fault-proxy/src/errors.ts';
import type { ScriptHandler } from '../src/handlers/index.ts';
import { connectSandboxControl, type RunningSandbox, type SandboxControl } from '../src/index.ts';
import { SandboxCore } from '../src/sandbox.ts';
import { cadenceFiles } from './core.ts';
import {
  at,
  clientFor,
  GET_FLOW_BALANCE,
  startTestSandbox,
  TRANSFER_FLOW,
  walletAuthz,
} from './helpers.ts';

let sandbox: RunningSandbox;
let control: SandboxControl;

beforeAll(async () => {
  sandbox = await startTestSandbox({ blockIntervalMs: 0 });
  control = connectSandboxControl(sandbox.accessNodeUrl);
});
afterAll(async () => {
  await sandbox.close();
});

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('fault definitions are validated', () => {
  const invalid: [string, unknown][] = [
    ['a non-integer status', { type: 'route', route: '/v1/blocks', status: 'abc' }],
    ['a status out of range', { type: 'route', route: '/v1/blocks', status: 99 }],
    ['a status above 599', { type: 'route', route: '/v1/blocks', status: 600 }],
    ['a string latency', { type: 'route', route: '/v1/blocks', latencyMs: '5' }],
    ['a negative Retry-After', { type: 'route', route: '/v1/blocks', retryAfter: -1 }],
    ['an unknown malformed kind', { type: 'route', route: '/v1/blocks', malformed: 'weird' }],
    ['an unknown server', { type: 'route', route: '/v1/blocks', server: 'both' }],
    ['an unknown afterHandling', { type: 'route', route: '/v1/blocks', afterHandling: 'lose' }],
    ['a zero times', { type: 'route', route: '/v1/blocks', status: 500, times: 0 }],
    ['a missing route', { type: 'route', status: 500 }],
    ['an unknown field', { type: 'route', route: '/v1/blocks', stauts: 500 }],
    ['an unknown type', { type: 'explode' }],
    ['no type', {}],
    ['a non-object', 42],
    ['a non-integer code', { type: 'fail-next-transaction', code: 'x', message: 'm' }],
    ['an unknown wallet mode', { type: 'wallet', mode: 'explode' }],
    ['an unknown wallet service', { type: 'wallet', mode: 'decline', service: 'pay' }],
    ['a non-string reason', { type: 'wallet', mode: 'decline', reason: 5 }],
  ];
  for (const [what, fault] of invalid) {
    it(`rejects ${what} with 400 and keeps serving`, async () => {
      const response = await postJson(`${sandbox.accessNodeUrl}/_sandbox/faults`, fault);
      expect(response.status).toBe(400);
      expect((await fetch(`${sandbox.accessNodeUrl}/v1/network/parameters`)).status).toBe(200);
      expect(
        await control.addFault({ type: 'route', route: '/nothing', times: 1 }),
      ).toBeUndefined();
      await control.clearFaults();
    });
  }
});

describe('an internal error never takes the process down', () => {
  it('answers 500 on the access node when a route throws unexpectedly', async () => {
    const core = new SandboxCore(
      {
        chainId: 'flow-emulator',
        blockIntervalMs: 0,
        expiryBlocks: 10,
        fixture: 'normal',
        walletDefaultAccount: null,
        transactionFees: false,
      },
      await cadenceFiles(),
    );
    const { createAccessServer } = await import('../src/access.ts');
    const server = createAccessServer(core);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    core.chain.blockAt = () => {
      throw new Error('kaboom');
    };
    const response = await fetch(`http://127.0.0.1:${port}/v1/blocks?height=final`);
    expect(response.status).toBe(500);
    expect(at(await response.json(), 'message')).toContain('kaboom');
    const again = await fetch(`http://127.0.0.1:${port}/v1/network/parameters`);
    expect(again.status).toBe(200);
    await new Promise((resolve) => server.close(resolve));
  });

  it('keeps the block timer going when a block fails', async () => {
    const core = new SandboxCore(
      {
        chainId: 'flow-emulator',
        blockIntervalMs: 20,
        expiryBlocks: 10,
        fixture: 'normal',
        walletDefaultAccount: null,
        transactionFees: false,
      },
      await cadenceFiles(),
    );
    const original = core.chain.advance.bind(core.chain);
    let calls = 0;
    core.chain.advance = () => {
      calls += 1;
      if (calls === 1) throw new Error('block failure');
      return original();
    };
    const errors: unknown[] = [];
    const write = process.stderr.write.bind(process.stderr);
    process.stderr.write = ((chunk: unknown) => {
      errors.push(chunk);
      return true;
    }) as typeof process.stderr.write;
    try {
      core.startBlocks();
      await new Promise((resolve) => setTimeout(resolve, 150));
      core.stopBlocks();
    } finally {
      process.stderr.write = write;
    }
    expect(calls).toBeGreaterThan(2);
    expect(core.chain.finalHeight).toBeGreaterThan(0);
    expect(String(errors.join(''))).toContain('block failure');
  });

  it('answers a throwing script handler with HTTP 400 in the script-error shape', async () => {
    const files = await cadenceFiles();
    const broken: ScriptHandler = {
      kind: 'script',
      file: 'scripts/get_flow_balance.cdc',
      run() {
        throw new TypeError("Cannot read properties of undefined (reading 'balance')");
      },
    };
    const core = new SandboxCore(
      {
        chainId: 'flow-emulator',
        blockIntervalMs: 0,
        expiryBlocks: 10,
        fixture: 'normal',
        walletDefaultAccount: null,
        transactionFees: false,
      },
      files,
      [broken],
    );
    const arg = Buffer.from(JSON.stringify({ type: 'Address', value: '0x01cf0e2f2f715450' }));
    let caught: unknown;
    try {
      core.chain.executeScript(
        Buffer.from(GET_FLOW_BALANCE).toString('base64'),
        [arg.toString('base64')],
        core.chain.latest(),
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(HttpError);
    const error = caught as HttpError;
    expect(error.status).toBe(400);
    expect(error.message).toMatch(
      /^Invalid Flow argument: failed to execute script: \[Error Code: 1101\] failed to execute script at block \([0-9a-f]{64}\): /,
    );
    expect(error.message).toContain("reading 'balance'");
  });
});

describe('the wallet answers FCL with PollingResponses only', () => {
  it('declines (HTTP 200) instead of a 400 when it refuses to sign', async () => {
    const response = await postJson(`${sandbox.walletUrl}/api/authz`, {
      addr: '01cf0e2f2f715450',
      keyId: 0,
      message: 'deadbeef',
      voucher: {
        cadence: 'transaction {}',
        refBlock: 'ab'.repeat(32),
        computeLimit: 100,
        arguments: [],
        proposalKey: { address: '0x01cf0e2f2f715450', keyId: 0, sequenceNum: 0 },
        payer: '0x01cf0e2f2f715450',
        authorizers: ['0x01cf0e2f2f715450'],
        payloadSigs: [],
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      f_type: 'PollingResponse',
      f_vsn: '1.0.0',
      status: 'DECLINED',
      reason: 'refusing to sign: the message does not match the transaction in the voucher',
    });
  });

  it('declines an unknown account and a non-numeric compute limit', async () => {
    const unknown = await postJson(`${sandbox.walletUrl}/api/authn?address=0x045a1763c93006ca`, {});
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ status: 'DECLINED' });
    const nan = await postJson(`${sandbox.walletUrl}/api/authz`, {
      addr: '01cf0e2f2f715450',
      keyId: 0,
      message: 'ab',
      voucher: {
        cadence: 'transaction {}',
        refBlock: 'ab'.repeat(32),
        computeLimit: 1.5,
        arguments: [],
        proposalKey: { address: '0x01cf0e2f2f715450', keyId: 0, sequenceNum: 0 },
        payer: '0x01cf0e2f2f715450',
        authorizers: [],
        payloadSigs: [],
      },
    });
    expect(await nan.json()).toMatchObject({
      status: 'DECLINED',
      reason: expect.stringContaining('computeLimit'),
    });
  });

  it('declines a body that is not JSON', async () => {
    const response = await fetch(`${sandbox.walletUrl}/api/authn`, { method: 'POST', body: '{' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ f_type: 'PollingResponse', status: 'DECLINED' });
  });
});

describe('the view API only answers the wallet page', () => {
  it('refuses requests without the wallet origin', async () => {
    const none = await postJson(`${sandbox.walletUrl}/api/view/accounts`, {});
    expect(none.status).toBe(403);
    const evil = await postJson(
      `${sandbox.walletUrl}/api/view/user-sig`,
      { message: 'ab' },
      { Origin: 'http://evil.example' },
    );
    expect(evil.status).toBe(403);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the wallet page (same origin)', async () => {
    const ok = await postJson(
      `${sandbox.walletUrl}/api/view/accounts`,
      {},
      { Origin: sandbox.walletUrl },
    );
    expect(ok.status).toBe(200);
    expect(Array.isArray(await ok.json())).toBe(true);
  });
});

describe('the control API cannot be driven by a web page', () => {
  it('sends no CORS headers', async () => {
    const response = await fetch(`${sandbox.accessNodeUrl}/_sandbox/settings`);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${sandbox.accessNodeUrl}/_sandbox/reset`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('refuses browser requests (with an Origin) even when they need no preflight', async () => {
    const response = await fetch(`${sandbox.accessNodeUrl}/_sandbox/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Origin: 'http://evil.example' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });

  it('the Access API keeps its CORS headers', async () => {
    const response = await fetch(`${sandbox.accessNodeUrl}/v1/network/parameters`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('wallet route faults have the access routes’ options', () => {
  it('drop, malformed, Retry-After and body', async () => {
    await control.failRoute('/api/authn', { server: 'wallet', drop: true, times: 1 });
    await expect(postJson(`${sandbox.walletUrl}/api/authn`, {})).rejects.toThrow();
    await control.failRoute('/api/authn', {
      server: 'wallet',
      malformed: 'invalid-json',
      times: 1,
    });
    const malformed = await postJson(`${sandbox.walletUrl}/api/authn`, {});
    await expect(malformed.json()).rejects.toThrow();
    await control.failRoute('/api/authn', {
      server: 'wallet',
      status: 503,
      retryAfter: 7,
      body: '{"oops":true}',
      times: 1,
    });
    const failed = await postJson(`${sandbox.walletUrl}/api/authn`, {});
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('7');
    expect(await failed.json()).toEqual({ oops: true });
    const fine = await postJson(`${sandbox.walletUrl}/api/authn`, {});
    expect(at(await fine.json(), 'status')).toBe('APPROVED');
  });

  it('wallet faults last `times` requests (default 1)', async () => {
    await control.addFault({ type: 'wallet', mode: 'decline', reason: 'no', times: 2 });
    const statuses: unknown[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        at(await (await postJson(`${sandbox.walletUrl}/api/authn`, {})).json(), 'status'),
      );
    }
    expect(statuses).toEqual(['DECLINED', 'DECLINED', 'APPROVED']);
  });
});

/** `count` transactions that are already EXPIRED (scripted), to subscribe to. */
async function expiredTransactions(count: number): Promise<string[]> {
  await control.addFault({
    type: 'script-next-transaction',
    statuses: ['pending', 'expired'],
    times: count,
  });
  const fcl = clientFor(sandbox, 'emulator');
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await fcl.mutate({
        cadence: TRANSFER_FLOW,
        args: (arg, t) => [arg(`${i + 1}.0`, t.UFix64), arg('0x179b6b1cb6755e31', t.Address)],
        authz: walletAuthz(sandbox.walletUrl, '0x01cf0e2f2f715450'),
      }),
    );
  }
  await control.advanceBlocks(1);
  return ids;
}

describe('WebSocket housekeeping', () => {
  it('logs only upgrades to /v1/ws', async () => {
    await control.clearRequests();
    const bad = new WebSocket(`${sandbox.accessNodeUrl.replace('http', 'ws')}/v1/nope`);
    await new Promise((resolve) => bad.once('error', resolve));
    const log = await control.requests();
    expect(log.filter((entry) => entry.path === '/v1/nope')).toEqual([]);
  });

  it('does not count finished subscriptions towards the limit of 20', async () => {
    const ws = new WebSocket(`${sandbox.accessNodeUrl.replace('http', 'ws')}/v1/ws`);
    await new Promise((resolve) => ws.once('open', resolve));
    const frames: Record<string, unknown>[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as Record<string, unknown>));
    // Expired transactions finish at once: use the scripted status to make 21 of them.
    const ids = await expiredTransactions(21);
    ids.forEach((txId, index) => {
      ws.send(
        JSON.stringify({
          action: 'subscribe',
          topic: 'transaction_statuses',
          arguments: { tx_id: txId },
          subscription_id: String(index),
        }),
      );
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const errors = frames.filter((frame) => 'error' in frame);
    expect(errors).toEqual([]);
    ws.send(JSON.stringify({ action: 'unsubscribe', subscription_id: '0' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(frames.at(-1)).toEqual({ subscription_id: '0', action: 'unsubscribe' });
    ws.close();
  });
});
