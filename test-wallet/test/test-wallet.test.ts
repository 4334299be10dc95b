/**
 * The test wallet (emulator/src/test-wallet.ts): it signs in with the seeded accounts it is
 * given, shows their FLOW as the access node reports it, misbehaves as its control says, and
 * refuses control calls it cannot honour. Signing transactions that the emulator accepts (and a
 * bad signature it rejects) is proven by the browser journeys (e2e/reliability-wallet.spec.ts).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { flowAddressAtIndex } from '../../src/flow/address.ts';
import { TEST_KEY_PAIR } from '../../worlds/keys.ts';
import { type RunningTestWallet, startTestWallet } from '../src/test-wallet.ts';

const ALICE = {
  index: 6,
  label: 'Alice',
  address: flowAddressAtIndex(6, 'local'),
  privateKey: TEST_KEY_PAIR.privateKey,
};
const BOB = { ...ALICE, index: 7, label: 'Bob', address: flowAddressAtIndex(7, 'local') };

describe('the test wallet', () => {
  let node: Server;
  let wallet: RunningTestWallet;

  const control = (path: string, method: string, body?: unknown) =>
    fetch(`${wallet.walletUrl}/_control/${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const authn = async (query = '') => {
    const response = await fetch(`${wallet.walletUrl}/api/authn${query}`, {
      method: 'POST',
      body: '{}',
    });
    return (await response.json()) as {
      status: string;
      reason: string | null;
      data: { addr: string } | null;
    };
  };

  beforeAll(async () => {
    // An access node that knows each account's FLOW: 2.5 for Alice, 0.1 for Bob.
    node = createServer((req, res) => {
      const balance = req.url?.includes(ALICE.address.slice(2)) ? '250000000' : '10000000';
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ balance }));
    });
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve));
    wallet = await startTestWallet({
      port: 0,
      accounts: [ALICE, BOB],
      accessNodeUrl: `http://127.0.0.1:${(node.address() as AddressInfo).port}`,
    });
  });
  afterEach(async () => {
    await control('faults', 'DELETE');
    await control('settings', 'POST', { chainId: 'flow-emulator' });
  });
  afterAll(async () => {
    await wallet?.close();
    node?.close();
  });

  it('signs in with the first account, or the one asked for', async () => {
    expect(await authn()).toMatchObject({ status: 'APPROVED', data: { addr: ALICE.address } });
    expect(await authn(`?address=${BOB.address}`)).toMatchObject({
      status: 'APPROVED',
      data: { addr: BOB.address },
    });
  });

  it('lists the accounts with their FLOW to its own page only', async () => {
    const list = (origin: string) =>
      fetch(`${wallet.walletUrl}/api/view/accounts`, {
        method: 'POST',
        headers: { Origin: origin },
        body: '{}',
      });
    expect(await (await list(wallet.walletUrl)).json()).toEqual([
      { address: ALICE.address, label: 'Alice', balanceText: '2.5' },
      { address: BOB.address, label: 'Bob', balanceText: '0.1' },
    ]);
    expect((await list('http://127.0.0.1:1')).status).toBe(403);
  });

  it('declines once with the reason its control gave, then answers again', async () => {
    const fault = { type: 'wallet', mode: 'decline', service: 'authn', reason: '<b>no</b>' };
    expect((await control('faults', 'POST', fault)).status).toBe(200);
    expect(await authn()).toMatchObject({ status: 'DECLINED', reason: '<b>no</b>' });
    expect(await authn()).toMatchObject({ status: 'APPROVED' });
  });

  it('presents its accounts at their testnet addresses when told it is on testnet', async () => {
    expect((await control('settings', 'POST', { chainId: 'flow-testnet' })).status).toBe(200);
    expect(await authn()).toMatchObject({
      data: { addr: flowAddressAtIndex(ALICE.index, 'testnet') },
    });
  });

  it('refuses the faults and settings a wallet cannot honour, saying why', async () => {
    const drop = await control('faults', 'POST', { type: 'ws-drop' });
    expect(drop.status).toBe(400);
    expect(await drop.text()).toContain('the test wallet does not apply ws-drop faults');
    const setting = await control('settings', 'POST', { blockIntervalMs: 10 });
    expect(setting.status).toBe(400);
    expect(await setting.text()).toContain('the test wallet has no setting blockIntervalMs');
    expect(await authn()).toMatchObject({ status: 'APPROVED' });
  });
});
