/**
 * The fault proxy in front of the real Flow emulator: it forwards the Access API and `/v1/ws`
 * unchanged, and breaks exactly what a test asked for.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { EmulatorChain } from '../../emulator/src/chain.ts';
import { startEmulatorOnFreePorts } from '../../emulator/src/free-ports.ts';
import { cadence } from '../../emulator/src/json-cadence.ts';
import { SERVICE_ACCOUNT, serviceSigners } from '../../emulator/src/local-signer.ts';
import {
  EMULATOR_TRANSACTION_EXPIRY_BLOCKS,
  type RunningEmulator,
} from '../../emulator/src/start-emulator.ts';
import { type RunningFaultProxy, startFaultProxy } from '../src/fault-proxy.ts';

/** A transaction that only uses the signer's key: each one moves its sequence number. */
const NOTHING = 'transaction { prepare(signer: &Account) {} }';

describe('the fault proxy in front of the real emulator', () => {
  let emulator: RunningEmulator;
  let proxy: RunningFaultProxy;

  const addFault = async (fault: unknown) =>
    fetch(`${proxy.url}/_control/faults`, { method: 'POST', body: JSON.stringify(fault) });
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

  /**
   * A socket through the proxy, subscribed to the statuses of transaction `id` (the emulator
   * streams them from the start: pending, then one per block), and its frames.
   */
  const subscribeTo = async (id: string) => {
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
  /** The statuses the status frames received carry, in order. */
  const statusesIn = (frames: readonly string[]) =>
    frames.flatMap((frame) => {
      const message = JSON.parse(frame) as { payload?: { transaction_result: { status: string } } };
      return message.payload ? [message.payload.transaction_result.status] : [];
    });

  beforeAll(async () => {
    emulator = await startEmulatorOnFreePorts({ costModel: 'emulator' });
    proxy = await startFaultProxy({
      target: emulator.accessNodeUrl,
      transactionExpiryBlocks: EMULATOR_TRANSACTION_EXPIRY_BLOCKS,
    });
  }, 120_000);
  afterEach(async () => {
    await fetch(`${proxy.url}/_control/faults`, { method: 'DELETE' });
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
    const logged = (await (await fetch(`${proxy.url}/_control/requests`)).json()) as {
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

  it('refuses faults that are not its own (a wallet fault), and invalid ones', async () => {
    const refused = await addFault({ type: 'wallet', mode: 'decline' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('does not apply wallet');
    expect((await addFault({ type: 'route', route: '/v1/blocks', status: 42 })).status).toBe(400);
    expect((await addFault({ type: 'hold-transactions', times: 0 })).status).toBe(400);
    expect((await addFault({ type: 'release-transactions', times: 1 })).status).toBe(400);
  });

  describe('what it reports of the next transactions', () => {
    /** Submits through the proxy without waiting: the id the proxy answered. */
    const submit = () => {
      const { proposer, payer, authorizers } = serviceSigners();
      return new EmulatorChain(proxy.url).fcl.mutate({
        cadence: NOTHING,
        proposer,
        payer,
        authorizations: [...authorizers],
        limit: 9999,
      });
    };
    const resultFrom = async (base: string, id: string) =>
      (await (await fetch(`${base}/v1/transaction_results/${id}`)).json()) as {
        status: string;
        status_code: number;
        error_message: string;
      };

    it('holds a transaction at Pending until released, though the chain ran it', async () => {
      await addFault({ type: 'hold-transactions', times: 1 });
      const before = await sequenceNumber();
      const id = await submit();
      expect(await sequenceNumber()).toBe(before + 1);
      expect((await resultFrom(emulator.accessNodeUrl, id)).status).toBe('Sealed');
      expect((await resultFrom(proxy.url, id)).status).toBe('Pending');
      const { socket, frames } = await subscribeTo(id);
      await expect.poll(() => statusesIn(frames)).toEqual(['Pending']);
      // The later statuses have come from the node (they do at once), and wait.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(statusesIn(frames)).toEqual(['Pending']);
      await addFault({ type: 'release-transactions' });
      await expect
        .poll(() => statusesIn(frames))
        .toEqual(['Pending', 'Finalized', 'Executed', 'Sealed']);
      expect((await resultFrom(proxy.url, id)).status).toBe('Sealed');
      socket.close();
      // The next transaction is not held.
      expect((await resultFrom(proxy.url, await submit())).status).toBe('Sealed');
    });

    it('reports a transaction failed with the error asked for, on REST and the socket', async () => {
      await addFault({ type: 'fail-next-transaction', code: 1101, message: 'panic: <b>no</b>' });
      const id = await submit();
      expect(await resultFrom(proxy.url, id)).toMatchObject({
        status: 'Sealed',
        status_code: 1,
        error_message: '[Error Code: 1101] panic: <b>no</b>',
      });
      expect((await resultFrom(emulator.accessNodeUrl, id)).status_code).toBe(0);
      const { socket, frames } = await subscribeTo(id);
      await expect.poll(() => statusesIn(frames).at(-1)).toBe('Sealed');
      const sealed = JSON.parse(frames.at(-1) ?? '{}') as {
        payload: { transaction_result: { status_code: number; error_message: string } };
      };
      expect(sealed.payload.transaction_result.status_code).toBe(1);
      expect(sealed.payload.transaction_result.error_message).toContain('[Error Code: 1101]');
      socket.close();
    });

    it('loses a transaction: never run, Pending until its expiry window passes, then Expired', async () => {
      await addFault({ type: 'expire-next-transaction' });
      const before = await sequenceNumber();
      const id = await submit();
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      expect((await resultFrom(proxy.url, id)).status).toBe('Pending');
      const { socket, frames } = await subscribeTo(id);
      await expect.poll(() => statusesIn(frames)).toEqual(['Pending']);
      // The proxy is told the emulator's window (600 blocks on Flow's networks).
      for (let block = 0; block < EMULATOR_TRANSACTION_EXPIRY_BLOCKS; block += 1) {
        await fetch(`${emulator.adminUrl}/emulator/newBlock`, { method: 'POST' });
      }
      await expect.poll(() => statusesIn(frames)).toEqual(['Pending', 'Expired']);
      expect((await resultFrom(proxy.url, id)).status).toBe('Expired');
      expect(await sequenceNumber()).toBe(before);
      socket.close();
    });
  });

  describe('the WebSocket API', () => {
    /** A socket through the proxy subscribed to a transaction the emulator has sealed. */
    const subscribe = async () => subscribeTo((await sendDirectly()).id);
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
