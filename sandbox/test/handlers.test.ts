import { readFileSync } from 'node:fs';
import type { FlowClientInstance } from '@onflow/fcl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/index.ts';
import { clientFor, startTestSandbox } from './helpers.ts';

const GET_ACCOUNT_SUMMARY = readFileSync(
  new URL('../../src/flow/cadence/scripts/get_account_summary.cdc', import.meta.url),
  'utf8',
);

let sandbox: RunningSandbox;
let fcl: FlowClientInstance;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  fcl = clientFor(sandbox, 'emulator');
});
afterAll(async () => {
  await sandbox.close();
});

const summary = (address: string) =>
  fcl.query({
    cadence: GET_ACCOUNT_SUMMARY,
    args: (arg, t) => [arg(address, t.Address), arg(null, t.Optional(t.Array(t.String)))],
  });

describe('the app’s account summary script', () => {
  it('reads FLOW, storage, the COA and what the account stores', async () => {
    expect(await summary('0x01cf0e2f2f715450')).toEqual({
      address: '0x01cf0e2f2f715450',
      balance: '1000.00000000',
      availableBalance: '999.99900000', // 0.001 FLOW minimum reservation
      storageUsed: '52000',
      storageCapacity: '100000000000',
      coaAddress: expect.stringMatching(/^[0-9a-f]{40}$/),
      coaBalance: '25000000000000000000',
      tokenCount: '2',
      nftCollectionCount: '1',
      nftCounts: { '/storage/SandboxKittiesCollection': '3' },
    });
  });

  it('reads an account without a vault or a COA, and an address without an account', async () => {
    expect(await summary('0xe03daebed8ca0615')).toMatchObject({
      balance: '0.00000000',
      coaAddress: null,
      coaBalance: null,
      tokenCount: '0',
    });
    expect(await summary('0x045a1763c93006ca')).toMatchObject({
      balance: '0.00000000',
      storageUsed: '0',
      nftCounts: {},
    });
  });
});
