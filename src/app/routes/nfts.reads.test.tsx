import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NftCollectionsView } from '../../features/nfts/NftCollectionsView.tsx';
import {
  ALICE,
  answerNftScripts,
  argumentAt,
  collectionValue,
  pageValue,
  requestsOf,
} from '../../features/nfts/testing/nft-fixtures.tsx';
import { getNftCollectionsScript } from '../../flow/cadence/scripts/get_nft_collections.ts';
import { getNftsPageScript } from '../../flow/cadence/scripts/get_nfts_page.ts';
import { type FlowContextValue, useFlowContext } from '../../flow/react/flow-context.ts';
import { FakeFlowClient } from '../../flow/react/testing/fake-flow-client.ts';
import { renderWithFlow } from '../../flow/react/testing/render-with-flow.tsx';
import { RouterAt } from '../../test/RouterAt.tsx';
import { prefetch } from './nfts.reads.ts';

/** The app's context, to prefetch with, and the screen once `shown`. */
function Shell({
  shown,
  onFlow,
}: {
  readonly shown: boolean;
  readonly onFlow: (flow: FlowContextValue) => void;
}) {
  onFlow(useFlowContext('Shell'));
  return shown ? <NftCollectionsView address={ALICE} basePath="/nfts" /> : null;
}

/**
 * Prefetches `/nfts` + `search` as a cold load does, waits until the reads have settled, then
 * shows the screen: what each asked for.
 */
async function prefetchThenShow(search: string) {
  const client = new FakeFlowClient();
  client.queryResult = answerNftScripts({
    collections: async () => [
      collectionValue('zebraCollection', { name: 'Zebras', count: '2' }),
      collectionValue('emptyCollection', { name: 'Empty shelf', count: '0' }),
      collectionValue('appleCollection', { name: 'apples', count: '3' }),
    ],
    page: async (_path, offset, limit) => pageValue(3, offset, limit),
  });
  let flow: FlowContextValue | undefined;
  const at = (shown: boolean) => (
    <RouterAt path={`/nfts${search}`}>
      <Shell
        shown={shown}
        onFlow={(value) => {
          flow = value;
        }}
      />
    </RouterAt>
  );
  const view = renderWithFlow(at(false), client);
  if (flow === undefined) throw new Error('no flow context');
  prefetch({ flow, account: ALICE, params: {}, search });
  await waitFor(() => expect(requestsOf(client, getNftCollectionsScript.cadence)).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 20));
  const pagesBeforeScreen = requestsOf(client, getNftsPageScript.cadence).map((request) =>
    argumentAt(request, 1),
  );
  view.rerender(at(true));
  return { client, pagesBeforeScreen };
}

describe('the NFTs screen’s first reads', () => {
  // With no collection named, the first by name that holds any NFT (an empty one is skipped).
  it.each([
    ['the first that holds NFTs', '', 'appleCollection', 3],
    ['the one the address names', '?collection=zebraCollection', 'zebraCollection', 2],
  ])(
    'ask for the first page of %s as soon as the collections are known, and the screen asks for nothing again',
    async (_case, search, collection, count) => {
      const { client, pagesBeforeScreen } = await prefetchThenShow(search);
      expect(pagesBeforeScreen).toEqual([collection]);
      expect(await screen.findByRole('link', { name: new RegExp(`NFT ${count}`) })).toHaveAttribute(
        'href',
        `/nfts/${collection}/${count}`,
      );
      expect(client.queries).toHaveLength(2);
    },
  );

  it.each([
    [
      'empty',
      '?collection=emptyCollection',
      () => screen.findByRole('heading', { level: 2, name: 'Empty shelf' }),
    ],
    [
      'not there',
      '?collection=goneCollection',
      () => screen.findByText(/no NFT collection with that name/),
    ],
  ])('ask for no page when the named collection is %s', async (_case, search, shown) => {
    const { client, pagesBeforeScreen } = await prefetchThenShow(search);
    expect(pagesBeforeScreen).toEqual([]);
    expect(await shown()).toBeInTheDocument();
    expect(requestsOf(client, getNftsPageScript.cadence)).toHaveLength(0);
  });
});
