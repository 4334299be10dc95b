import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { RunningSandbox } from '../src/index.ts';
import {
  flowJson,
  GET_FLOW_BALANCE,
  startTestSandbox,
  TRANSFER_FLOW,
  walletAuthz,
} from './helpers.ts';

const spec = parse(
  readFileSync(new URL('../../../shared/reference/flow-access-api.yaml', import.meta.url), 'utf8'),
) as { components: { schemas: Record<string, unknown> } };

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
// The spec's own formats (uint64, base64, byte, hexadecimal, hex).
ajv.addFormat('uint64', /^\d+$/);
ajv.addFormat('base64', /^[A-Za-z0-9+/]*={0,2}$/);
ajv.addFormat('hexadecimal', /^[0-9a-fA-F]*$/);
ajv.addFormat('hex', /^(0x)?[0-9a-fA-F]*$/);
// flow-go renders `_expandable` links as paths (`/v1/transaction_results/<id>`); accept URI
// references where the spec says `uri`.
ajv.addFormat('uri', /^(\/[^\s]*|https?:\/\/[^\s]+)$/);
ajv.addSchema({ $id: 'flow', components: spec.components });

function validate(schema: string, value: unknown): void {
  const check = ajv.compile({ $ref: `flow#/components/schemas/${schema}` });
  const ok = check(value);
  if (!ok) throw new Error(`${schema}: ${ajv.errorsText(check.errors)}\n${JSON.stringify(value)}`);
}

const b64 = (text: string): string => Buffer.from(text).toString('base64');
const ALICE = '0x01cf0e2f2f715450';
const BOB = '0x179b6b1cb6755e31';

describe('REST responses conform to flow-access-api.yaml', () => {
  let sandbox: RunningSandbox;
  const get = async (path: string) => {
    const response = await fetch(`${sandbox.accessNodeUrl}${path}`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    return { status: response.status, body: (await response.json()) as unknown };
  };

  beforeAll(async () => {
    sandbox = await startTestSandbox({ blockIntervalMs: 0 });
    await sandbox.control.advanceBlocks(5);
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('network parameters and node version', async () => {
    validate('NetworkParameters', (await get('/v1/network/parameters')).body);
    validate('NodeVersionInfo', (await get('/v1/node_version_info')).body);
  });

  it('blocks by height and by id, with and without payload', async () => {
    for (const query of ['height=final&expand=payload', 'height=sealed', 'height=2']) {
      const { body } = await get(`/v1/blocks?${query}`);
      expect(Array.isArray(body)).toBe(true);
      for (const block of body as unknown[]) validate('Block', block);
    }
    const [final] = (await get('/v1/blocks?height=final&expand=payload')).body as {
      header: { id: string };
      payload: { collection_guarantees: unknown[]; block_seals: unknown[] };
    }[];
    // Both arrays are always there (FCL maps over them); no transaction, so no collection.
    expect(final?.payload.collection_guarantees).toEqual([]);
    expect(final?.payload.block_seals).toHaveLength(1);
    const byId = (await get(`/v1/blocks/${final?.header.id}?expand=payload`)).body as unknown[];
    validate('Block', byId[0]);
  });

  it('accounts', async () => {
    const { body } = await get(
      '/v1/accounts/01cf0e2f2f715450?block_height=final&expand=contracts,keys',
    );
    validate('Account', body);
    validate('Account', (await get('/v1/accounts/f8d6e0586b0a20c7')).body);
  });

  it('a script result', async () => {
    const response = await fetch(`${sandbox.accessNodeUrl}/v1/scripts?block_height=final`, {
      method: 'POST',
      body: JSON.stringify({
        script: b64(GET_FLOW_BALANCE),
        arguments: [b64(JSON.stringify({ type: 'Address', value: ALICE }))],
      }),
    });
    const body: unknown = await response.json();
    expect(typeof body).toBe('string');
    validate('ExecuteScriptResponse', { value: body });
    expect(JSON.parse(Buffer.from(body as string, 'base64').toString())).toEqual({
      type: 'UFix64',
      value: '1000.00000000',
    });
  });

  it('transaction echo, result, transaction and events', async () => {
    const { createFlowClient } = await import('@onflow/fcl');
    const fcl = createFlowClient({
      accessNodeUrl: sandbox.accessNodeUrl,
      flowNetwork: 'emulator',
      flowJson,
      computeLimit: 9999,
    });
    const id = await fcl.mutate({
      cadence: TRANSFER_FLOW,
      args: (arg, t) => [arg('1.0', t.UFix64), arg(BOB, t.Address)],
      authz: walletAuthz(sandbox.walletUrl, ALICE),
    });
    const echo: unknown = await fetch(`${sandbox.accessNodeUrl}/v1/transactions/${id}`).then((r) =>
      r.json(),
    );
    validate('Transaction', echo);
    const pending = (await get(`/v1/transaction_results/${id}`)).body as Record<string, unknown>;
    expect(pending.status).toBe('Pending');
    await sandbox.control.advanceBlocks(3);
    const sealed = (await get(`/v1/transaction_results/${id}`)).body as Record<string, unknown>;
    expect(sealed.status).toBe('Sealed');
    validate('TransactionResult', sealed);
    validate('Transaction', (await get(`/v1/transactions/${id}?expand=result`)).body);
    const events = (
      await get(
        `/v1/events?type=A.0ae53cb6e3f42a79.FlowToken.TokensDeposited&block_ids=${sealed.block_id as string}`,
      )
    ).body as unknown[];
    for (const entry of events) validate('BlockEvents', entry);
    const range = (
      await get(
        '/v1/events?type=A.0ae53cb6e3f42a79.FlowToken.TokensDeposited&start_height=0&end_height=sealed',
      )
    ).body as { events: unknown[] }[];
    // Fees are off on the emulator chain: only the transfer deposits FLOW.
    expect(range.flatMap((entry) => entry.events).length).toBe(1);
    const block = await get(`/v1/blocks/${sealed.block_id as string}?expand=payload`);
    for (const entry of block.body as unknown[]) validate('Block', entry);
  });

  it('error bodies: 404 and 400 as flow-go renders them', async () => {
    // Emulator account index 9: a valid address that has no account.
    const response = await fetch(`${sandbox.accessNodeUrl}/v1/accounts/045a1763c93006ca`);
    const text = await response.text();
    expect(response.status).toBe(404);
    expect(text).toContain('\n\t"code": 404');
    validate('Error', JSON.parse(text));
    const missing = await get(`/v1/transaction_results/${'ab'.repeat(32)}`);
    expect(missing.status).toBe(404);
    validate('Error', missing.body);
  });
});
