/**
 * The fault proxy in front of the real Flow emulator: it forwards the Access API and `/v1/ws`
 * unchanged, and breaks exactly what a test asked for, the way the sandbox's faults do.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EmulatorChain } from '../../emulator/src/chain.ts';
import { freeEmulatorPorts } from '../../emulator/src/free-ports.ts';
import { SERVICE_ACCOUNT, serviceSigners } from '../../emulator/src/local-signer.ts';
import { type RunningEmulator, startEmulator } from '../../emulator/src/start-emulator.ts';
import { cadence } from '../../sandbox/src/json-cadence.ts';
import { type RunningFaultProxy, startFaultProxy } from '../src/fault-proxy.ts';

/** A transaction that only uses the signer's key: each one moves its sequence number. */
const NOTHING = 'transaction { prepare(signer: &Account) {} }';

describe('the fault proxy in front of the real emulator', () => {
  let emulator: RunningEmulator;
  let proxy: RunningFaultProxy;

  const addFault = async (fault: unknown) =>
    fetch(`${proxy.url}/_sandbox/faults`, { method: 'POST', body: JSON.stringify(fault) });
  /** The service key's sequence number, read from the emulator itself. */
  const sequenceNumber = async (): Promise<number> => {
    const response = await fetch(
      `${emulator.accessNodeUrl}/v1/accounts/${SERVICE_ACCOUNT.address}?expand=keys`,
    );
    const { keys } = (await response.json()) as { keys: { sequence_number: string }[] };
    return Number(keys[0]?.sequence_number);
  };
  const sendDirectly = () =>
    new EmulatorChain(emulator.accessNodeUrl).send(NOTHING, [], serviceSigners());

  beforeAll(async () => {
    emulator = await startEmulator({ ports: await freeEmulatorPorts(), costModel: 'emulator' });
    proxy = await startFaultProxy({ target: emulator.accessNodeUrl });
  }, 120_000);
  afterEach(async () => {
    await fetch(`${proxy.url}/_sandbox/faults`, { method: 'DELETE' });
  });
  afterAll(async () => {
    await proxy?.close();
    await emulator?.stop();
  });

  it('forwards the Access API unchanged: reads, scripts and transactions', async () => {
    const [direct, proxied] = await Promise.all(
      [emulator.accessNodeUrl, proxy.url].map(async (base) =>
        (await fetch(`${base}/v1/network/parameters`)).json(),
      ),
    );
    expect(proxied).toEqual(direct);
    const chain = new EmulatorChain(proxy.url);
    expect(
      await chain.query('access(all) fun main(a: Int): Int { return a * 2 }', [cadence.int(21n)]),
    ).toBe('42');
    const before = await sequenceNumber();
    const sealed = await chain.send(NOTHING, [], serviceSigners());
    expect(sealed.status).toBe(4);
    expect(await sequenceNumber()).toBe(before + 1);
    const logged = (await (await fetch(`${proxy.url}/_sandbox/requests`)).json()) as {
      method: string;
      path: string;
    }[];
    expect(
      logged.some((entry) => entry.method === 'POST' && entry.path === '/v1/transactions'),
    ).toBe(true);
  });

  it('answers a route fault as often as asked, then forwards again', async () => {
    expect(
      (await addFault({ type: 'route', route: '/v1/blocks', status: 429, retryAfter: 2, times: 1 }))
        .status,
    ).toBe(200);
    const limited = await fetch(`${proxy.url}/v1/blocks?height=sealed`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('2');
    expect((await fetch(`${proxy.url}/v1/blocks?height=sealed`)).status).toBe(200);
  });

  it('lies about the chain, answers invalid JSON, and drops connections on demand', async () => {
    await addFault({
      type: 'route',
      route: '/v1/network/parameters',
      body: '{"chain_id":"flow-mainnet"}',
      times: 1,
    });
    expect(await (await fetch(`${proxy.url}/v1/network/parameters`)).json()).toEqual({
      chain_id: 'flow-mainnet',
    });
    await addFault({ type: 'route', route: '/v1/blocks', malformed: 'invalid-json', times: 1 });
    await expect((await fetch(`${proxy.url}/v1/blocks?height=sealed`)).json()).rejects.toThrow();
    await addFault({ type: 'route', route: '/v1/blocks', drop: true, times: 1 });
    await expect(fetch(`${proxy.url}/v1/blocks?height=sealed`)).rejects.toThrow();
  });

  it('loses the answer to a submission the emulator accepted (reliability case 8)', async () => {
    await addFault({
      type: 'route',
      route: '/v1/transactions',
      method: 'POST',
      afterHandling: 'drop',
      times: 1,
    });
    const before = await sequenceNumber();
    await expect(
      new EmulatorChain(proxy.url).send(NOTHING, [], serviceSigners()),
    ).rejects.toThrow();
    // The transaction was submitted all the same: the emulator executed it.
    await expect.poll(sequenceNumber).toBe(before + 1);
  });

  it('refuses faults that need a model of the chain, and invalid ones', async () => {
    const refused = await addFault({ type: 'fail-next-transaction', code: 1007, message: 'no' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('does not apply fail-next-transaction');
    expect((await addFault({ type: 'route', route: '/v1/blocks', status: 42 })).status).toBe(400);
  });

  describe('the WebSocket API', () => {
    /**
     * A socket through the proxy, subscribed to the statuses of a transaction the emulator has
     * sealed (it streams them from the start: pending, then one per block), and its frames.
     */
    const subscribe = async () => {
      const { id } = await sendDirectly();
      const socket = new WebSocket(`${proxy.url.replace('http', 'ws')}/v1/ws`);
      const frames: string[] = [];
      socket.on('message', (data) => frames.push(data.toString()));
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(
        JSON.stringify({
          subscription_id: 'statuses',
          action: 'subscribe',
          topic: 'transaction_statuses',
          arguments: { tx_id: id },
        }),
      );
      return { socket, frames };
    };
    /** The message indexes of the status frames received. */
    const statusIndexes = (frames: readonly string[]) =>
      frames
        .filter((frame) => frame.includes('"payload"') && !frame.endsWith('"payload": '))
        .map(
          (frame) =>
            (JSON.parse(frame) as { payload: { message_index: number } }).payload.message_index,
        );

    it('relays a subscription and its data frames', async () => {
      const { socket, frames } = await subscribe();
      await expect.poll(() => statusIndexes(frames)[0]).toBe(0);
      expect(frames[0]).toContain('"action":"subscribe"');
      socket.close();
    });

    it('swallows data frames while silenced, and relays the rest', async () => {
      await addFault({ type: 'ws-silence', times: 1 });
      const { socket, frames } = await subscribe();
      // The pending status (index 0) was swallowed; the next one came through.
      await expect.poll(() => statusIndexes(frames)[0]).toBe(1);
      socket.close();
    });

    it('drops every socket, refuses reconnections as asked, and sends malformed frames', async () => {
      const { socket, frames } = await subscribe();
      await expect.poll(() => frames.length).toBeGreaterThan(0);
      await addFault({ type: 'ws-malformed', times: 2 });
      await expect
        .poll(() => frames.filter((frame) => frame.endsWith('"payload": ')).length)
        .toBe(2);
      const closed = new Promise((resolve) => socket.once('close', resolve));
      await addFault({ type: 'ws-drop', rejectReconnects: 1 });
      await closed;
      const refused = new WebSocket(`${proxy.url.replace('http', 'ws')}/v1/ws`);
      const status = await new Promise((resolve) =>
        refused.once('unexpected-response', (_request, response) => resolve(response.statusCode)),
      );
      expect(status).toBe(503);
      const again = await subscribe();
      again.socket.close();
    });
  });
});
