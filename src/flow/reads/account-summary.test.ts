import { describe, expect, it } from 'vitest';
import type { CadenceValue } from '../cadence/json-cadence.ts';
import { getAssetPathsScript } from '../cadence/scripts/get_asset_paths.ts';
import { MemoryStorage } from '../client/testing/memory-storage.ts';
import { accessNodeErrorFromResponse } from '../errors.ts';
import { FakeFlowClient } from '../react/testing/fake-flow-client.ts';
import { getAccountSummary } from './account-summary.ts';

const OWNER = '0x01cf0e2f2f715450';
const COUNT_FAILS = accessNodeErrorFromResponse(
  400,
  '[Error Code: 1101] cadence runtime error: Execution failed:\nerror: panic: no length\n --> 0123456789abcdef.Countless:5:8\n',
);

const collection = (name: string) => ({
  path: `/storage/${name}`,
  identifier: `A.0123456789abcdef.${name}.Collection`,
  kind: 'collection',
  balance: null,
});

const summaryAnswer = (counts: Record<string, string>) => ({
  address: OWNER,
  balance: '10.00000000',
  availableBalance: '9.99000000',
  storageUsed: '1000',
  storageCapacity: '1000000',
  coaAddress: null,
  coaBalance: null,
  tokenCount: '1',
  valuedBalances: {},
  nftCollectionCount: String(Object.keys(counts).length + 1),
  nftCounts: counts,
});

const countOnly = (args: readonly CadenceValue[]) => {
  const option = args[1];
  if (option?.type !== 'Optional' || option.value?.type !== 'Array') return null;
  return option.value.value.map((entry) => ('value' in entry ? String(entry.value) : ''));
};

/** An account whose collections are `healthy` (3 NFTs each) and one `Countless`. */
function account(healthy: readonly string[]) {
  const client = new FakeFlowClient();
  client.queryResult = async ({ cadence, args = [] }) => {
    if (cadence === getAssetPathsScript.cadence)
      return [...healthy, 'Countless'].map((name) => collection(name));
    const counted = countOnly(args) ?? [...healthy, 'Countless'].map((name) => `/storage/${name}`);
    if (counted.includes('/storage/Countless')) throw COUNT_FAILS;
    return summaryAnswer(Object.fromEntries(counted.map((path) => [path, '3'])));
  };
  return {
    client,
    context: {
      getReader: async () => client,
      network: 'local' as const,
      storage: new MemoryStorage(),
    },
  };
}

describe('getAccountSummary', () => {
  it('counts every collection but the failing one, which it names', async () => {
    const { context } = account(['Alpha', 'Beta']);
    const summary = await getAccountSummary(context, OWNER);
    expect(summary.nftCount).toBe(6);
    expect(summary.nftCounts.map(({ path }) => path)).toEqual(['/storage/Alpha', '/storage/Beta']);
    expect(
      summary.uncountedCollections.map(({ path, failure }) => [path, failure.contract]),
    ).toEqual([['/storage/Countless', 'Countless']]);
  });

  it('still shows the summary when no collection can be counted, counting none', async () => {
    const { client, context } = account([]);
    const summary = await getAccountSummary(context, OWNER);
    expect(summary).toMatchObject({ balance: 1_000_000_000n, nftCount: 0, nftCollectionCount: 1 });
    expect(summary.uncountedCollections).toHaveLength(1);
    // The last request counts nothing: countOnly is an empty list.
    expect(client.queries.at(-1)?.args?.[1]).toEqual({
      type: 'Optional',
      value: { type: 'Array', value: [] },
    });
  });

  it('fails as before when the node fails', async () => {
    const { client, context } = account(['Alpha']);
    client.queryResult = async () => {
      throw accessNodeErrorFromResponse(503, 'unavailable');
    };
    await expect(getAccountSummary(context, OWNER)).rejects.toThrow();
  });
});
