import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import {
  at,
  clientFor,
  GET_FLOW_BALANCE,
  startTestSandbox,
  TRANSFER_FLOW,
  walletAuthz,
} from './helpers.ts';

const ALICE = '01cf0e2f2f715450';
const BOB = '179b6b1cb6755e31';
const b64 = (text: string): string => Buffer.from(text).toString('base64');

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox({ blockIntervalMs: 0 });
  await sandbox.control.advanceBlocks(3);
});
afterAll(async () => {
  await sandbox.close();
});

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.accessNodeUrl}${path}`);
  return { status: response.status, body: await response.json() };
}

async function post(path: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.accessNodeUrl}${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const balanceScript = (address: string) => ({
  script: b64(GET_FLOW_BALANCE),
  arguments: [b64(JSON.stringify({ type: 'Address', value: `0x${address}` }))],
});

async function balanceAt(query: string, address = BOB): Promise<unknown> {
  const { status, body } = await post(`/v1/scripts?${query}`, balanceScript(address));
  if (status !== 200) return { status, message: at(body, 'message') };
  return JSON.parse(Buffer.from(String(body), 'base64').toString()).value;
}

/** Sends 1 FLOW from Alice to Bob through FCL and the wallet's signer; returns the id. */
function sendTransfer(): Promise<string> {
  return clientFor(sandbox, 'emulator').mutate({
    cadence: TRANSFER_FLOW,
    args: (arg, t) => [arg('1.0', t.UFix64), arg(`0x${BOB}`, t.Address)],
    authz: walletAuthz(sandbox.walletUrl, `0x${ALICE}`),
  });
}

describe('reads at a block height (state history)', () => {
  it('scripts and accounts see the state of the block they ask for; sealed lags final', async () => {
    const before = await get('/v1/blocks?height=final');
    const heightBefore = Number(at(before.body, 0, 'header', 'height'));
    const id = await sendTransfer();
    await sandbox.control.advanceBlocks(2); // included, then executed
    const result = await get(`/v1/transaction_results/${id}`);
    expect(at(result.body, 'status')).toBe('Executed');

    expect(await balanceAt('block_height=final')).toBe('51.00000000');
    // Executed but not sealed: the sealed state does not have it yet.
    expect(await balanceAt('block_height=sealed')).toBe('50.00000000');
    expect(await balanceAt('')).toBe('50.00000000');
    expect(await balanceAt(`block_height=${heightBefore}`)).toBe('50.00000000');
    const finalHeader = await get('/v1/blocks?height=final');
    const finalId = String(at(finalHeader.body, 0, 'header', 'id'));
    expect(await balanceAt(`block_id=${finalId}`)).toBe('51.00000000');

    const oldAccount = await get(`/v1/accounts/${BOB}?block_height=${heightBefore}`);
    expect(at(oldAccount.body, 'balance')).toBe('5000000000');
    const sealedAccount = await get(`/v1/accounts/${BOB}?block_height=sealed`);
    expect(at(sealedAccount.body, 'balance')).toBe('5000000000');
    const finalAccount = await get(`/v1/accounts/${BOB}?block_height=final`);
    expect(at(finalAccount.body, 'balance')).toBe('5100000000');
    const aliceOld = await get(`/v1/accounts/${ALICE}?block_height=${heightBefore}&expand=keys`);
    expect(at(aliceOld.body, 'keys', 0, 'sequence_number')).toBe('0');

    await sandbox.control.advanceBlocks(1);
    expect(await balanceAt('block_height=sealed')).toBe('51.00000000');
  });

  it('answers a height above the final one with 404, and one outside retention with 400', async () => {
    const final = Number(at((await get('/v1/blocks?height=final')).body, 0, 'header', 'height'));
    const above = await balanceAt(`block_height=${final + 5}`);
    expect(above).toMatchObject({ status: 404 });
    const account = await get(`/v1/accounts/${BOB}?block_height=${final + 5}`);
    expect(account.status).toBe(404);
    await sandbox.control.advanceBlocks(650);
    const old = await balanceAt('block_height=1');
    expect(old).toEqual({
      status: 400,
      message: 'Out of range: data for block height 1 is not available',
    });
    expect((await get(`/v1/accounts/${BOB}?block_height=1`)).status).toBe(400);
    expect(await balanceAt('block_height=final')).toBe('51.00000000');
    const both = await post(`/v1/scripts?block_height=final&block_id=${'ab'.repeat(32)}`, {
      ...balanceScript(BOB),
    });
    expect(both).toEqual({
      status: 400,
      body: { code: 400, message: 'can not provide both block ID and block height' },
    });
  });
});

describe('block payloads', () => {
  it('lists the collection guarantee of the block that includes a transaction, and seals', async () => {
    const id = await sendTransfer();
    await sandbox.control.advanceBlocks(3);
    const result = await get(`/v1/transaction_results/${id}`);
    const blockId = String(at(result.body, 'block_id'));
    const collectionId = String(at(result.body, 'collection_id'));
    const block = await get(`/v1/blocks/${blockId}?expand=payload`);
    const guarantees = at(block.body, 0, 'payload', 'collection_guarantees');
    expect(guarantees).toEqual([
      expect.objectContaining({
        collection_id: collectionId,
        reference_block_id: expect.any(String),
      }),
    ]);
    const collection = await get(`/v1/collections/${collectionId}?expand=transactions`);
    expect(at(collection.body, 'transactions', 0, 'id')).toBe(id);
    const height = Number(at(block.body, 0, 'header', 'height'));
    const later = await get(`/v1/blocks?height=${height + 2}&expand=payload`);
    expect(at(later.body, 0, 'payload', 'block_seals', 0, 'block_id')).toBe(blockId);
    const empty = await get(`/v1/blocks?height=${height + 1}&expand=payload`);
    expect(at(empty.body, 0, 'payload', 'collection_guarantees')).toEqual([]);
  });
});

describe('REST edge cases, as flow-go answers them', () => {
  it('GET /v1/blocks needs a height or a range', async () => {
    expect(await get('/v1/blocks')).toEqual({
      status: 400,
      body: { code: 400, message: 'must provide either heights or start and end height range' },
    });
  });

  it('more than 50 heights or a range of 50 or more is refused', async () => {
    const heights = Array.from({ length: 51 }, (_, i) => i).join(',');
    expect(await get(`/v1/blocks?height=${heights}`)).toEqual({
      status: 400,
      body: { code: 400, message: 'at most 50 heights can be requested at a time' },
    });
    expect(await get('/v1/blocks?start_height=0&end_height=50')).toEqual({
      status: 400,
      body: { code: 400, message: 'height range 50 exceeds maximum allowed of 50' },
    });
    const ok = await get('/v1/blocks?start_height=0&end_height=49');
    expect((ok.body as unknown[]).length).toBe(50);
  });

  it('a block height above the final one is 404', async () => {
    const response = await get('/v1/blocks?height=99999999');
    expect(response).toEqual({
      status: 404,
      body: { code: 404, message: 'error looking up block at height 99999999' },
    });
  });

  it('addresses: malformed, and invalid for the chain', async () => {
    expect(await get('/v1/accounts/xyz')).toEqual({
      status: 400,
      body: { code: 400, message: 'invalid address' },
    });
    // The mainnet FlowToken address is not an emulator address.
    expect(await get('/v1/accounts/1654653399040a61')).toEqual({
      status: 400,
      body: {
        code: 400,
        message:
          'rpc error: code = InvalidArgument desc = address 1654653399040a61 is invalid for chain flow-emulator',
      },
    });
  });

  it('transaction ids are validated', async () => {
    expect(await get('/v1/transactions/nope')).toEqual({
      status: 400,
      body: { code: 400, message: 'invalid ID format' },
    });
    expect((await get(`/v1/transactions/${'ab'.repeat(32)}`)).status).toBe(404);
  });

  it('an oversize body is a 400, not a 500', async () => {
    const huge = JSON.stringify({ script: 'A'.repeat(5 * 1024 * 1024), arguments: [] });
    const response = await post('/v1/scripts', huge);
    expect(response).toEqual({
      status: 400,
      body: { code: 400, message: 'http: request body too large' },
    });
    // The server is still there.
    expect((await get('/v1/network/parameters')).status).toBe(200);
  });
});
