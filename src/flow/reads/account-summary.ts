import { encodeArguments, isAddressArgument } from '../cadence/define-cadence.ts';
import {
  type AccountSummary,
  type CollectionCount,
  decodeAccountSummary,
  getAccountSummaryScript,
  sortCollectionCounts,
} from '../cadence/scripts/get_account_summary.ts';
import { queryScript } from '../client/run-script.ts';
import {
  type AccountAssetRead,
  type AccountAssetReadContext,
  readAccountAssets,
} from '../isolation/account-assets.ts';
import { pricedTokens } from '../tokens/token-identity.ts';
import { defineFlowQuery } from './define-flow-query.ts';

/**
 * The dashboard's summary (FLOW available and reserved, storage, COA, counts), one request on a
 * healthy account. Its NFT count calls each collection's own getLength; when one panics, the
 * collections are bisected like any asset list (isolation/read-asset-list.ts) and each failing
 * one is named in `uncountedCollections`, left out of `nftCount`, while the rest of the summary
 * shows as usual.
 */
export async function getAccountSummary(
  context: AccountAssetReadContext,
  address: string,
): Promise<AccountSummary> {
  const valued = pricedTokens(context.network);
  // Every successful request answers the whole summary; the NFT counts are joined across them.
  const answered: { summary: AccountSummary | null } = { summary: null };
  const read: AccountAssetRead<CollectionCount> = {
    name: 'account-summary',
    kind: 'collection',
    cadence: getAccountSummaryScript.cadence,
    args: (owner, only) =>
      encodeArguments(getAccountSummaryScript, { address: owner, countOnly: only, valued }),
    decode: (value) => {
      answered.summary = decodeAccountSummary(value);
      return answered.summary.nftCounts;
    },
    combine: sortCollectionCounts,
  };
  const counted = await readAccountAssets(read, context, address);
  // No collection could be counted, so no request answered: the summary without counting any.
  const summary =
    answered.summary ??
    (await queryScript(context.getReader, {
      cadence: read.cadence,
      args: read.args(address, []),
      decode: decodeAccountSummary,
    }));
  return {
    ...summary,
    nftCount: counted.items.reduce((sum, { count }) => sum + count, 0),
    nftCounts: counted.items,
    uncountedCollections: counted.unavailable,
  };
}

/** The account at a glance, as the dashboard's query (its hook: react/useAccountSummary.ts). */
export const accountSummaryQuery = defineFlowQuery({
  id: 'accountSummary',
  get: (context, { address }: { readonly address: string }) => getAccountSummary(context, address),
  enabled: ({ address }) => isAddressArgument(address),
});
