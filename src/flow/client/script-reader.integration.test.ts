// The script reader against FCL itself, both asking the sandbox over loopback: the screens read
// through the reader, and their decoders were written against FCL's answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../../../sandbox/src/index.ts';
import { clientFor, startTestSandbox } from '../../../sandbox/test/helpers.ts';
import { encodeArguments } from '../cadence/define-cadence.ts';
import type { CadenceValue } from '../cadence/json-cadence.ts';
import { getAccountStorageScript } from '../cadence/scripts/get_account_storage.ts';
import { getAccountSummaryScript } from '../cadence/scripts/get_account_summary.ts';
import { getFeeEstimateScript } from '../cadence/scripts/get_fee_estimate.ts';
import { getNftCollectionsScript } from '../cadence/scripts/get_nft_collections.ts';
import { getTokenVaultsScript } from '../cadence/scripts/get_token_vaults.ts';
import { AccessNodeError } from '../errors.ts';
import type { FlowReader } from './flow-client.ts';
import { createScriptReader } from './script-reader.ts';

const ALICE = '0x01cf0e2f2f715450';

const READS: readonly (readonly [string, string, CadenceValue[]])[] = [
  [
    'get_account_summary',
    getAccountSummaryScript.cadence,
    encodeArguments(getAccountSummaryScript, { address: ALICE, countOnly: null }),
  ],
  [
    'get_token_vaults',
    getTokenVaultsScript.cadence,
    encodeArguments(getTokenVaultsScript, { address: ALICE, only: null }),
  ],
  [
    'get_nft_collections',
    getNftCollectionsScript.cadence,
    encodeArguments(getNftCollectionsScript, { address: ALICE, only: null }),
  ],
  [
    'get_fee_estimate',
    getFeeEstimateScript.cadence,
    encodeArguments(getFeeEstimateScript, { computeLimit: 9999n }),
  ],
  [
    'get_account_storage',
    getAccountStorageScript.cadence,
    encodeArguments(getAccountStorageScript, {
      address: ALICE,
      domain: 'storage',
      offset: 0n,
      limit: 100n,
    }),
  ],
];

describe('createScriptReader against the sandbox, beside FCL', () => {
  let sandbox: RunningSandbox;
  let reader: FlowReader;

  beforeAll(async () => {
    sandbox = await startTestSandbox({ blockIntervalMs: 0 });
    reader = createScriptReader({ flowNetwork: 'local', accessNodeUrl: sandbox.accessNodeUrl });
    // Starting the sandbox parses every Cadence file (WebAssembly): slow on a busy machine.
  }, 60_000);
  afterAll(() => sandbox.close());

  it.each(READS)(
    'decodes %s exactly as FCL’s query does, from the same request',
    async (_name, cadence, args) => {
      await sandbox.control.clearRequests();
      const ours = await reader.query({ cadence, args });
      const fcls = await clientFor(sandbox, 'emulator').query({
        cadence,
        args: (arg) =>
          args.map((value) =>
            arg(value, { label: 'JSON-Cadence', asArgument: (v) => v, asInjection: (v) => v }),
          ),
      });
      expect(ours).toEqual(fcls);
      const sent = (await sandbox.control.requests()).filter(
        (entry) => entry.path === '/v1/scripts',
      );
      expect(sent.map((entry) => entry.query)).toEqual([
        { block_height: 'final' },
        { block_height: 'final' },
      ]);
    },
  );

  it('reports a script the node cannot run as the node’s 400, with its words', async () => {
    const error = await reader
      .query({ cadence: 'access(all) fun main(): Int { return 42 }' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AccessNodeError);
    expect((error as AccessNodeError).statusCode).toBe(400);
    expect((error as AccessNodeError).details).toContain('cannot execute arbitrary Cadence');
  });
});
