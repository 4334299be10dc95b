// The script reader against FCL itself, both asking the real emulator (through the fault proxy,
// which logs their requests): the screens read through the reader, and their decoders were
// written against FCL's answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import type { CadenceValue } from '../../src/flow/cadence/json-cadence.ts';
import { getAccountStorageScript } from '../../src/flow/cadence/scripts/get_account_storage.ts';
import { getAccountSummaryScript } from '../../src/flow/cadence/scripts/get_account_summary.ts';
import { getFeeEstimateScript } from '../../src/flow/cadence/scripts/get_fee_estimate.ts';
import { getNftCollectionsScript } from '../../src/flow/cadence/scripts/get_nft_collections.ts';
import { getTokenVaultsScript } from '../../src/flow/cadence/scripts/get_token_vaults.ts';
import type { FlowReader } from '../../src/flow/client/flow-client.ts';
import { createScriptReader } from '../../src/flow/client/script-reader.ts';
import { AccessNodeError } from '../../src/flow/errors.ts';
import { EmulatorChain } from '../src/chain.ts';
import { jsonCadence } from '../src/fcl-in-node.ts';
import { type ProxiedNode, proxyInFrontOf } from './proxied-client.ts';
import { type SeededEmulator, startSeededEmulator } from './seeded-emulator.ts';

/** Each read the screens make of an account, with its arguments. */
const READS: readonly (readonly [string, string, (address: string) => CadenceValue[]])[] = [
  [
    'get_account_summary',
    getAccountSummaryScript.cadence,
    (address) => encodeArguments(getAccountSummaryScript, { address, countOnly: null, valued: [] }),
  ],
  [
    'get_token_vaults',
    getTokenVaultsScript.cadence,
    (address) => encodeArguments(getTokenVaultsScript, { address, only: null }),
  ],
  [
    'get_nft_collections',
    getNftCollectionsScript.cadence,
    (address) => encodeArguments(getNftCollectionsScript, { address, only: null }),
  ],
  [
    'get_fee_estimate',
    getFeeEstimateScript.cadence,
    () => encodeArguments(getFeeEstimateScript, { computeLimit: 9999n }),
  ],
  [
    'get_account_storage',
    getAccountStorageScript.cadence,
    (address) =>
      encodeArguments(getAccountStorageScript, {
        address,
        domain: 'storage',
        offset: 0n,
        limit: 100n,
      }),
  ],
];

describe('createScriptReader against the real emulator, beside FCL', () => {
  let seeded: SeededEmulator;
  let node: ProxiedNode;
  let reader: FlowReader;

  beforeAll(async () => {
    seeded = await startSeededEmulator('normal');
    node = await proxyInFrontOf(seeded);
    reader = createScriptReader({ flowNetwork: 'local', accessNodeUrl: node.url });
  });
  afterAll(async () => {
    await node?.close();
    await seeded?.close();
  });

  it.each(READS)(
    'decodes %s exactly as FCL’s query does, from the same request',
    async (_name, cadence, argumentsFor) => {
      const args = argumentsFor(seeded.account('Alice').address);
      await node.control.clearRequests();
      const ours = await reader.query({ cadence, args });
      // FCL resolving the string imports itself, from flow.json's emulator aliases.
      const fcls = await new EmulatorChain(node.url).fcl.query({
        cadence,
        args: (arg) => args.map((value) => arg(value, jsonCadence)),
      });
      expect(ours).toEqual(fcls);
      const sent = (await node.control.requests()).filter((entry) => entry.path === '/v1/scripts');
      expect(sent.map((entry) => entry.query)).toEqual([
        { block_height: 'final' },
        { block_height: 'final' },
      ]);
    },
  );

  it('reports a script the node cannot run as the node’s 400, with its words', async () => {
    const error = await reader
      .query({ cadence: 'access(all) fun main(): Int { return "not an Int" }' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).statusCode).toBe(400);
    expect((error as AccessNodeError).details).toContain('mismatched types');
  });
});
