// Script computation on the sandbox: a list over the access node's script limit fails with
// flow-go's code and words (1110), and the app's read splits it until every request fits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowAddressAtIndex } from '../../src/flow/address.ts';
import { encodeArguments } from '../../src/flow/cadence/define-cadence.ts';
import { getTokenVaultsScript } from '../../src/flow/cadence/scripts/get_token_vaults.ts';
import type { FlowReader } from '../../src/flow/client/flow-client.ts';
import { createScriptReader } from '../../src/flow/client/script-reader.ts';
import { createFlowConfig } from '../../src/flow/config.ts';
import { AccessNodeError } from '../../src/flow/errors.ts';
import { readAccountAssets } from '../../src/flow/isolation/account-assets.ts';
import { tokenVaultsRead } from '../../src/flow/isolation/token-vaults-read.ts';
import { isScriptOverLimit } from '../../src/flow/script-limits.ts';
import { normal } from '../../worlds/normal.ts';
import { ISSUER_INDEX } from '../../worlds/system.ts';
import type { FixtureDefinition } from '../../worlds/types.ts';
import {
  COMPUTATION_PER_ITEM,
  SCRIPT_COMPUTATION_LIMIT,
} from '../src/handlers/script-computation.ts';
import type { RunningSandbox } from '../src/index.ts';
import { startTestSandbox } from './helpers.ts';

/**
 * More vaults than one get_token_vaults request can read within the limit, and few enough for
 * get_asset_paths to list them in one (on mainnet's weights it fits about 1,080 assets).
 */
const VAULTS = Math.ceil(SCRIPT_COMPUTATION_LIMIT / COMPUTATION_PER_ITEM.vault) + 100;

/** The normal world, with Alice holding VAULTS tokens instead of her sUSD. */
function crowdedWorld(): FixtureDefinition {
  return {
    ...normal,
    accounts: normal.accounts.map((account) =>
      account.label !== 'Alice'
        ? account
        : {
            ...account,
            vaults: Array.from({ length: VAULTS }, (_, index) => ({
              contract: ISSUER_INDEX,
              contractName: `Crowd${index}`,
              name: `Crowd ${index}`,
              symbol: `C${index}`,
              logo: '',
              balance: '1.00000000',
            })),
          },
    ),
  };
}

describe('script computation on the sandbox', () => {
  let sandbox: RunningSandbox;
  let reader: FlowReader;
  const alice = flowAddressAtIndex(5, 'local');

  beforeAll(async () => {
    sandbox = await startTestSandbox({ worldOf: crowdedWorld });
    reader = createScriptReader(
      createFlowConfig('local', { accessNodeUrl: sandbox.accessNodeUrl }),
    );
  });
  afterAll(() => sandbox?.close());

  it(`get_token_vaults over ${VAULTS} vaults fails with 1110 and flow-go's words`, async () => {
    const error = await reader
      .query({
        cadence: getTokenVaultsScript.cadence,
        args: encodeArguments(getTokenVaultsScript, { address: alice, only: null }),
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).toBeInstanceOf(AccessNodeError);
    expect(isScriptOverLimit(error)).toBe(true);
    expect((error as AccessNodeError).flowError?.raw).toContain(
      `[Error Code: 1110] computation exceeds limit (${SCRIPT_COMPUTATION_LIMIT})`,
    );
  });

  it('the app reads every vault anyway, in requests that each fit the limit', async () => {
    let requests = 0;
    const counting: FlowReader = {
      ...reader,
      query: (request) => {
        requests += 1;
        return reader.query(request);
      },
    };
    const { items, unavailable } = await readAccountAssets(
      tokenVaultsRead,
      { getReader: async () => counting, network: 'local', storage: null },
      alice,
    );
    // FLOW and the crowd (which replaces her sUSD).
    expect(items).toHaveLength(VAULTS + 1);
    expect(new Set(items.map((vault) => vault.identifier)).size).toBe(VAULTS + 1);
    expect(unavailable).toEqual([]);
    // The full read, the listing, the list again, then its halves.
    expect(requests).toBeLessThanOrEqual(6);
  });
});
