import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  accountProofMessage,
  hexToBytes,
  userMessage,
  verifySignature,
} from '../../fault-proxy/src/flow-crypto.ts';
import { connectSandboxControl, type RunningSandbox, type SandboxControl } from '../src/index.ts';
import { at, startTestSandbox, stringAt } from './helpers.ts';

const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';

let sandbox: RunningSandbox;
let control: SandboxControl;

beforeAll(async () => {
  sandbox = await startTestSandbox({ blockIntervalMs: 0 });
  control = connectSandboxControl(sandbox.accessNodeUrl);
});
afterAll(async () => {
  await sandbox.close();
});

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('wallet', () => {
  it('answers the CORS preflight and serves the view page with textContent-only script', async () => {
    const preflight = await fetch(`${sandbox.walletUrl}/api/authz`, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Content-Type');
    const page = await fetch(`${sandbox.walletUrl}/fcl/authn`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = await (await fetch(`${sandbox.walletUrl}/fcl/wallet.js`)).text();
    expect(script).not.toContain('innerHTML');
    expect(script).toContain("'FCL:VIEW:READY'");
  });

  it('picks the account from the query, then the configured default, then the first user', async () => {
    const authn = async (query = ''): Promise<unknown> =>
      at(await (await post(`${sandbox.walletUrl}/api/authn${query}`, {})).json(), 'data', 'addr');
    expect(await authn()).toBe(ALICE);
    expect(await authn(`?address=${BOB}`)).toBe(BOB);
    await control.updateSettings({ walletDefaultAccount: BOB });
    expect(await authn()).toBe(BOB);
    await control.updateSettings({ walletDefaultAccount: null });
  });

  it('adds a verifiable account proof when a nonce is sent', async () => {
    const nonce = 'ab'.repeat(32);
    const json: unknown = await (
      await post(`${sandbox.walletUrl}/api/authn`, { appIdentifier: 'Flowdeck', nonce })
    ).json();
    const found = at(json, 'data', 'services');
    const services: unknown[] = Array.isArray(found) ? found : [];
    const proof = services.find((service) => at(service, 'type') === 'account-proof');
    expect(proof).toMatchObject({ data: { address: ALICE, nonce } });
    const accounts = await control.accounts();
    const key = accounts[0]?.keys[0]?.publicKey ?? '';
    expect(
      verifySignature(
        accountProofMessage('Flowdeck', ALICE, nonce),
        hexToBytes(stringAt(proof, 'data', 'signatures', 0, 'signature')),
        key,
      ),
    ).toBe(true);
  });

  it('signs user messages with the FLOW-V0.0-user tag', async () => {
    const message = Buffer.from('hello').toString('hex');
    const json: unknown = await (
      await post(`${sandbox.walletUrl}/api/user-sig`, { message, data: { addr: ALICE, keyId: 0 } })
    ).json();
    const key = (await control.accounts())[0]?.keys[0]?.publicKey ?? '';
    expect(
      verifySignature(userMessage(message), hexToBytes(stringAt(json, 'data', 'signature')), key),
    ).toBe(true);
  });

  it('refuses to sign a message that does not match the voucher', async () => {
    const response = await post(`${sandbox.walletUrl}/api/authz`, {
      addr: ALICE.slice(2),
      keyId: 0,
      message: 'deadbeef',
      voucher: {
        cadence: 'transaction {}',
        refBlock: 'ab'.repeat(32),
        computeLimit: 100,
        arguments: [],
        proposalKey: { address: ALICE, keyId: 0, sequenceNum: 0 },
        payer: ALICE,
        authorizers: [ALICE],
        payloadSigs: [],
      },
    });
    // A PollingResponse, as FCL needs it to show the reason.
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'DECLINED',
      reason: expect.stringContaining('does not match the transaction'),
    });
  });

  it('declines the next request with a (hostile) reason when told to', async () => {
    await control.walletFault('decline', '<img src=x onerror=alert(1)>');
    const json: unknown = await (await post(`${sandbox.walletUrl}/api/authn`, {})).json();
    expect(json).toMatchObject({ status: 'DECLINED', reason: '<img src=x onerror=alert(1)>' });
    const again: unknown = await (await post(`${sandbox.walletUrl}/api/authn`, {})).json();
    expect(at(again, 'status')).toBe('APPROVED');
  });
});

describe('control API and faults', () => {
  it('is mirrored over HTTP: settings, blocks, state, reset', async () => {
    const height = await control.advanceBlocks(3);
    expect(height).toBeGreaterThanOrEqual(3);
    const settings = await control.settings();
    expect(settings).toMatchObject({ chainId: 'flow-emulator', fixture: 'normal' });
    const state = (await control.state()) as { accounts: { address: string; keys: object[] }[] };
    expect(state.accounts.some((a) => a.address === ALICE)).toBe(true);
    expect(JSON.stringify(state)).not.toContain('privateKey');
    await control.reset('large');
    const large = (await control.state()) as {
      accounts: { vaults: unknown[]; collections: { nfts: unknown[] }[] }[];
    };
    const alice = large.accounts.find((a) => a.vaults.length > 0);
    expect(alice?.vaults.length).toBe(200);
    expect(alice?.collections.flatMap((c) => c.nfts).length).toBe(500);
    await control.reset('normal');
  });

  it('fails a route with a status and Retry-After, a limited number of times, and logs requests', async () => {
    await control.clearRequests();
    await control.failRoute('/v1/network/parameters', { status: 429, retryAfter: 10, times: 1 });
    const first = await fetch(`${sandbox.accessNodeUrl}/v1/network/parameters`);
    expect(first.status).toBe(429);
    expect(first.headers.get('retry-after')).toBe('10');
    const second = await fetch(`${sandbox.accessNodeUrl}/v1/network/parameters`);
    expect(second.status).toBe(200);
    await control.failRoute('re:^/v1/blocks', { malformed: 'invalid-json', times: 1 });
    const malformed = await fetch(`${sandbox.accessNodeUrl}/v1/blocks?height=final`);
    await expect(malformed.json()).rejects.toThrow();
    const log = await control.requests();
    expect(log.map((e) => [e.path, e.status])).toEqual([
      ['/v1/network/parameters', 429],
      ['/v1/network/parameters', 200],
      ['/v1/blocks', 200],
    ]);
    await control.clearFaults();
  });
});

describe('WebSocket /v1/ws', () => {
  it('acks subscriptions, sends data frames without action, and unsubscribes', async () => {
    const ws = new WebSocket(`${sandbox.accessNodeUrl.replace('http', 'ws')}/v1/ws`);
    const frames: unknown[] = [];
    await new Promise((resolve) => ws.once('open', resolve));
    ws.on('message', (data) => {
      const frame: unknown = JSON.parse(String(data));
      frames.push(frame);
    });
    ws.send(
      JSON.stringify({
        action: 'subscribe',
        topic: 'transaction_statuses',
        arguments: { tx_id: 'zz' },
        subscription_id: '0',
      }),
    );
    ws.send(
      JSON.stringify({
        action: 'subscribe',
        topic: 'transaction_statuses',
        arguments: { tx_id: 'ab'.repeat(32) },
        subscription_id: '1',
      }),
    );
    ws.send(JSON.stringify({ action: 'unsubscribe', subscription_id: '1' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(frames[0]).toMatchObject({
      subscription_id: '0',
      action: 'subscribe',
      error: { code: 400 },
    });
    expect(frames[1]).toEqual({ subscription_id: '1', action: 'subscribe' });
    expect(frames[2]).toEqual({ subscription_id: '1', action: 'unsubscribe' });
    ws.close();
  });
});
